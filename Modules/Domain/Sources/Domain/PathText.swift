/// File paths handled as text, never touching the file system: what NSString's path methods did,
/// so that no layer needs swift-corelibs Foundation for them.
public enum PathText {
    /// The folder part of `path`, as NSString's `deletingLastPathComponent` gave it: "/a/b" and
    /// "/a/b/" give "/a", "/a" gives "/", "/" stays "/", and a bare name ("a") gives "".
    public static func parentFolder(of path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text.removeLast() }
        guard let slash = text.lastIndex(of: "/") else { return "" }
        var parent = text[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent.removeLast() }
        return parent.isEmpty ? "/" : String(parent)
    }
}
