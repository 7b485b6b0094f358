/// File paths handled as text, never touching the file system: what NSString's path methods did,
/// so that no layer needs swift-corelibs Foundation for them.
public enum PathText {
    /// The folder part of `path`, as NSString's `deletingLastPathComponent` gave it: "/a/b" and
    /// "/a/b/" give "/a", "/a" gives "/", "/" stays "/", and a bare name ("a") gives "".
    ///
    /// Read as UTF-8 bytes, as the file system reads it: in Swift `Character`s a "/" followed by
    /// a combining mark (or preceded by U+0600) is part of a larger character and would be missed,
    /// giving a folder one level too high. A "/" byte never occurs inside another character.
    public static func parentFolder(of path: String) -> String {
        let bytes = Array(path.utf8)
        let slash = UInt8(ascii: "/")
        var end = bytes.count
        while end > 1, bytes[end - 1] == slash { end -= 1 }
        guard var parentEnd = bytes[..<end].lastIndex(of: slash) else { return "" }
        while parentEnd > 1, bytes[parentEnd - 1] == slash { parentEnd -= 1 }
        return parentEnd == 0 ? "/" : String(decoding: bytes[..<parentEnd], as: UTF8.self)
    }
}
