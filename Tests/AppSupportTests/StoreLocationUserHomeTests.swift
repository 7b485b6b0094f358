import AppSupport
import Foundation
import Testing

/// `sqlite:~user/...` takes the user's home from the password database; the user name ends at the
/// first "/" byte, even one that a combining mark after it joins into one Swift `Character`.
struct StoreLocationUserHomeTests {
    /// root's home as the password database gives it, read here independently of the code.
    static var rootHome: String {
        getpwnam("root").flatMap { $0.pointee.pw_dir.map { String(cString: $0) } } ?? "/root"
    }

    @Test(arguments: [
        ("sqlite:~root/guide.sqlite", "/guide.sqlite"),
        ("sqlite:~root/\u{301}guide.sqlite", "/\u{301}guide.sqlite"),
        ("sqlite:~root/a/\u{200D}b.sqlite", "/a/\u{200D}b.sqlite"),
    ])
    func expandsTheHomeOfTheNamedUser(text: String, rest: String) throws {
        let location = try StoreLocation.parse(text, environment: ["HOME": "/nonexistent-home"])
        #expect(location == .sqlite(path: Self.rootHome + rest))
    }
}
