import CSodium

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libsodium, loaded with dlopen at its first use instead of being linked. Linked, it was mapped
/// and its ~1,200 symbols bound by every run of every app (about 1.2 million instructions, a third
/// of `outings --version`), though only sign-in, tokens and SHA-256 (backup, the Flickr budget)
/// use it. The types and constants still come from sodium.h (`CSodium`, headers only, nothing
/// linked); the functions are looked up here with its prototypes. `libsodium.so.23` is the soname
/// of every libsodium since 1.0.14.
///
/// `@unchecked Sendable`: every stored property is a constant C function pointer.
final class Sodium: @unchecked Sendable {
    #if canImport(Darwin)
        static let fileNames = ["libsodium.23.dylib", "libsodium.dylib"]
    #else
        static let fileNames = ["libsodium.so.23", "libsodium.so"]
    #endif

    /// The process's libsodium, loaded once at first use, or why it cannot be.
    static let loaded = Result { () throws(CryptoLibraryUnavailable) in try Sodium() }

    /// The library. Apps call `CryptoLibrary.load()` before the work that needs it, so a missing
    /// library is refused there as an error; this trap is for a caller that skipped the check.
    static var library: Sodium {
        switch loaded {
        case .success(let sodium): return sodium
        case .failure(let error): fatalError("\(error)")
        }
    }

    /// `sodium_init` before the first call that needs it (random bytes, password hashing);
    /// libsodium makes repeated and concurrent calls safe, and a Swift global is initialised once.
    private static let initialised: Bool = library.initialise() >= 0

    /// The library, initialised.
    static func ready() -> Sodium {
        precondition(initialised, "libsodium could not be initialised")
        return library
    }

    typealias Bytes = UnsafePointer<UInt8>?
    typealias MutableBytes = UnsafeMutablePointer<UInt8>?
    typealias Chars = UnsafePointer<CChar>?
    typealias MutableChars = UnsafeMutablePointer<CChar>?

    // Each is the libsodium function of the same name.
    let initialise: @convention(c) () -> Int32
    let pwhashStr: @convention(c) (MutableChars, Chars, UInt64, UInt64, Int) -> Int32
    let pwhashStrVerify: @convention(c) (Chars, Chars, UInt64) -> Int32
    let pwhashStrNeedsRehash: @convention(c) (Chars, UInt64, Int) -> Int32
    let pwhashOpslimitInteractive: @convention(c) () -> Int
    let pwhashMemlimitInteractive: @convention(c) () -> Int
    let sha256: @convention(c) (MutableBytes, Bytes, UInt64) -> Int32
    let sha256Init: @convention(c) (UnsafeMutablePointer<crypto_hash_sha256_state>?) -> Int32
    let sha256Update: @convention(c) (UnsafeMutablePointer<crypto_hash_sha256_state>?, Bytes, UInt64) -> Int32
    let sha256Final: @convention(c) (UnsafeMutablePointer<crypto_hash_sha256_state>?, MutableBytes) -> Int32
    let randomBytes: @convention(c) (UnsafeMutableRawPointer?, Int) -> Void
    let base64EncodedLength: @convention(c) (Int, Int32) -> Int
    let bin2base64: @convention(c) (MutableChars, Int, Bytes, Int, Int32) -> MutableChars
    let memzero: @convention(c) (UnsafeMutableRawPointer?, Int) -> Void
    let memcmp: @convention(c) (UnsafeRawPointer?, UnsafeRawPointer?, Int) -> Int32

    private init() throws(CryptoLibraryUnavailable) {
        var reasons: [String] = []
        var loaded: UnsafeMutableRawPointer?
        for name in Self.fileNames where loaded == nil {
            loaded = dlopen(name, RTLD_NOW | RTLD_LOCAL)
            if loaded == nil { reasons.append(dlerror().map { String(cString: $0) } ?? "\(name): not found") }
        }
        guard let handle = loaded else {
            throw CryptoLibraryUnavailable(
                description: "cannot load libsodium (on Debian: apt-get install libsodium23): "
                    + (reasons.first ?? "not found"))
        }
        // Generic over the property's type, so each lookup is cast to exactly the declared prototype.
        func function<T>(_ name: String) throws(CryptoLibraryUnavailable) -> T {
            guard let address = dlsym(handle, name) else {
                throw CryptoLibraryUnavailable(description: "libsodium has no function \(name)")
            }
            return unsafeBitCast(address, to: T.self)
        }
        initialise = try function("sodium_init")
        pwhashStr = try function("crypto_pwhash_str")
        pwhashStrVerify = try function("crypto_pwhash_str_verify")
        pwhashStrNeedsRehash = try function("crypto_pwhash_str_needs_rehash")
        pwhashOpslimitInteractive = try function("crypto_pwhash_opslimit_interactive")
        pwhashMemlimitInteractive = try function("crypto_pwhash_memlimit_interactive")
        sha256 = try function("crypto_hash_sha256")
        sha256Init = try function("crypto_hash_sha256_init")
        sha256Update = try function("crypto_hash_sha256_update")
        sha256Final = try function("crypto_hash_sha256_final")
        randomBytes = try function("randombytes_buf")
        base64EncodedLength = try function("sodium_base64_encoded_len")
        bin2base64 = try function("sodium_bin2base64")
        memzero = try function("sodium_memzero")
        memcmp = try function("sodium_memcmp")
    }
}
