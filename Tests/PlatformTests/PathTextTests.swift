import Platform
import Testing

/// `PathText.parentFolder` against hand-written answers: NSString's `deletingLastPathComponent`
/// for the plain cases, and the folder a file system sees when a name starts with a character that
/// joins the "/" before it into one Swift `Character` (a combining mark, a joiner) or ends with
/// one that joins the "/" after it (U+0600, a prepended concatenation mark).
struct PathTextTests {
    @Test(arguments: [
        ("/a/b", "/a"), ("/a/b/", "/a"), ("/a", "/"), ("/", "/"), ("//", "/"), ("", ""), ("a", ""),
        ("a/", ""), ("a/b", "a"), ("./a", "."), ("/a//b///", "/a"), ("//a", "/"), ("../a/b/", "../a"),
    ])
    func givesTheFolderAsNSStringDid(path: String, parent: String) {
        #expect(PathText.parentFolder(of: path) == parent)
    }

    @Test(arguments: [
        ("/tmp/dir/\u{301}x.jpg", "/tmp/dir"),
        ("/tmp/dir/\u{200D}x", "/tmp/dir"),
        ("/tmp/dir/\u{903}x", "/tmp/dir"),
        ("/tmp/dir\u{600}/x.sqlite", "/tmp/dir\u{600}"),
        ("dir\u{600}/x", "dir\u{600}"),
        ("/a/b\u{600}/", "/a"),
        ("/a/\u{301}/", "/a"),
    ])
    func splitsAtEverySlashEvenOneJoinedToTheCharacterBesideIt(path: String, parent: String) {
        #expect(PathText.parentFolder(of: path) == parent)
    }
}
