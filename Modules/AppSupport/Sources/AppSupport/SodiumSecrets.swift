import Domain
import PlatformCrypto
import UseCases

/// The use cases' password hasher and token minter over libsodium (`PlatformCrypto`): Argon2id
/// with libsodium's interactive limits, 32 random bytes per token, SHA-256 digests compared in
/// constant time.
public struct SodiumSecrets: PasswordHasher, TokenMinter {
    /// Refuses, as `requireLibrary()` does, on a host without libsodium.
    public init() throws { try Self.requireLibrary() }

    /// Loads libsodium, or throws a configuration error (exit 78) saying how to install it: every
    /// use of PlatformCrypto (secrets, backups' checksums, the Flickr query budget) calls this
    /// first, before it writes anything.
    public static func requireLibrary() throws {
        do {
            try CryptoLibrary.load()
        } catch {
            throw AppError(.configuration, error.description)
        }
    }

    public func hash(_ password: Password) throws -> String {
        guard let hash = PasswordHash.make(password.normalized) else {
            throw AppError(.internalError, "cannot hash the password (out of memory)")
        }
        return hash
    }

    public func verify(_ password: Password, against hash: String) -> Bool {
        PasswordHash.verify(password.normalized, hash: hash)
    }

    public func needsRehash(_ hash: String) -> Bool {
        PasswordHash.needsRehash(hash)
    }

    public func newToken() -> String {
        SecretToken.make()
    }

    public func digest(of token: String) -> String {
        SHA256Hex.of(token)
    }

    public func same(_ left: String, _ right: String) -> Bool {
        SecretToken.equal(left, right)
    }
}
