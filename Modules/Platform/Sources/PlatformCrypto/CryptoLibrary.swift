/// libsodium, which PlatformCrypto loads on first use rather than linking: an app calls `load()`
/// before the work that needs it (sign-in, tokens, SHA-256), so a host without the library gets
/// a one-line error instead of a trap in the middle of that work.
public enum CryptoLibrary {
    /// Loads libsodium once, or throws why it cannot be loaded and how to install it.
    public static func load() throws(CryptoLibraryUnavailable) {
        if case .failure(let error) = Sodium.loaded { throw error }
    }
}

/// libsodium cannot be loaded: `description` names the library, the loader's reason and the
/// package that provides it.
public struct CryptoLibraryUnavailable: Error, CustomStringConvertible, Sendable {
    public let description: String
}
