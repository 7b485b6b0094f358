import CSodium

/// `sodium_init` before the first call that needs it (random bytes, password hashing); libsodium
/// makes repeated and concurrent calls safe, and a Swift global is initialised once.
enum Sodium {
    private static let initialised: Bool = sodium_init() >= 0

    static func ready() {
        precondition(initialised, "libsodium could not be initialised")
    }
}
