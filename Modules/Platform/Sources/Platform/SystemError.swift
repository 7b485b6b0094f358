@_exported import PlatformFoundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call on a file: what was being done, to which path, and the errno. Each layer
/// turns it into its own error (a store error, a cache error) with `description` as the message.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    public let action: String
    public let path: String
    public let code: Int32
    /// Said instead of the errno's words when they would mislead.
    public let explanation: String?

    public init(_ action: String, _ path: String, code: Int32 = errno, explanation: String? = nil) {
        self.action = action
        self.path = path
        self.code = code
        self.explanation = explanation
    }

    /// The system's words for the errno, as `strerror` gives them, or the explanation.
    public var reason: String { explanation ?? Self.reason(code) }

    public var description: String { "cannot \(action) \(path): \(reason)" }

    public static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
