import AppSupport
import Domain
import Testing

/// The libsodium faces the use cases get: Argon2id hashes, tokens and their digests.
struct SodiumSecretsTests {
    private let secrets: SodiumSecrets

    init() throws { secrets = try SodiumSecrets() }

    @Test func aHashIsArgon2idWithTheInteractiveLimitsAndVerifiesOnlyItsPassword() throws {
        let hash = try secrets.hash(try Password("correct horse"))

        #expect(hash.hasPrefix("$argon2id$v=19$m=65536,t=2,p=1$"))
        #expect(!hash.contains("correct horse"))
        #expect(secrets.verify(try Password("correct horse"), against: hash))
        #expect(!secrets.verify(try Password("correct horsf"), against: hash))
        #expect(!secrets.verify(try Password("correct horse"), against: "not a hash"))
        #expect(!secrets.needsRehash(hash))
    }

    @Test func bothSpellingsOfAnAccentVerifyAgainstOneHash() throws {
        let hash = try secrets.hash(try Password("caf\u{E9} au lait"))

        #expect(secrets.verify(try Password("cafe\u{301} au lait"), against: hash))
    }

    @Test func aHashMadeUnderOtherLimitsNeedsRehashing() {
        // The same shape with t=3: libsodium reads its parameters from the string.
        #expect(
            secrets.needsRehash(
                "$argon2id$v=19$m=65536,t=3,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g"
            ))
        #expect(secrets.needsRehash("garbage"))
    }

    @Test func tokensAre43URLSafeCharactersEachNewAndStoredAsTheirSHA256() {
        let tokens = (0..<20).map { _ in secrets.newToken() }

        #expect(Set(tokens).count == 20)
        for token in tokens {
            #expect(token.count == 43)
            #expect(
                token.unicodeScalars.allSatisfy {
                    $0.properties.isASCIIHexDigit || ("A"..."Z").contains($0) || ("a"..."z").contains($0)
                        || $0 == "-" || $0 == "_" || ("0"..."9").contains($0)
                })
        }
        // FIPS 180-2's example.
        #expect(
            secrets.digest(of: "abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(secrets.same("ab", "ab"))
        #expect(!secrets.same("ab", "ac"))
        #expect(!secrets.same("ab", "abc"))
    }
}
