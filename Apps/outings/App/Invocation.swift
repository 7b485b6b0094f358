import Domain
import Platform
import PlatformFoundation

/// How the user started `outings`, so the demo's tour shows commands they can paste: `swift run
/// outings` for a binary in a SwiftPM `.build` folder, `outings` when that is the binary PATH
/// finds, else the path as typed.
enum Invocation {
    static func name(argument0: String, environment: [String: String]) -> String {
        let components = argument0.split(separator: "/").map(String.init)
        if components.contains(".build") { return "swift run outings" }
        guard argument0.contains("/") else { return plainOrQuoted(argument0) }
        let base = components.last ?? "outings"
        if let found = search(base, in: environment["PATH"] ?? ""), resolved(found) == resolved(argument0) {
            return plainOrQuoted(base)
        }
        return plainOrQuoted(argument0)
    }

    private static func search(_ name: String, in path: String) -> String? {
        path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// A path with spaces or shell characters is single-quoted, so the tour's lines paste as they are.
    static func plainOrQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.isASCIIAlphanumeric(plus: "/._-+@%,:")
        return plain ? word : "'" + word.replacingEach("'", with: "'\\''") + "'"
    }
}
