import Domain

/// Password hashing, which the use cases ask for and an adapter over a crypto library provides
/// (AppSupport's `SodiumSecrets`: Argon2id through libsodium).
public protocol PasswordHasher: Sendable {
    /// The self-describing hash string (algorithm, salt, limits) of the NFC password.
    func hash(_ password: Password) throws -> String
    /// Whether `password` is the one `hash` (from `hash(_:)`) was made of.
    func verify(_ password: Password, against hash: String) -> Bool
    /// Whether a hash made under other limits should be replaced at the next sign-in.
    func needsRehash(_ hash: String) -> Bool
}

/// Secrets handed out once (session cookies, invitations, API tokens) and how they are stored.
public protocol TokenMinter: Sendable {
    /// A new random token as URL-safe text.
    func newToken() -> String
    /// What is stored instead of the token: its SHA-256 as 64 lowercase hex digits.
    func digest(of token: String) -> String
    /// Compares two digests in constant time.
    func same(_ left: String, _ right: String) -> Bool
}
