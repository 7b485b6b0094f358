import PlatformFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// libcurl, the library FoundationNetworking itself runs on, loaded at run time and called
/// directly. URLSession cannot bound a response: it always inflates gzip and hands the bytes to
/// its delegate asynchronously, so a 1 MB gzip bomb became 1.1 GB of queued chunks before the
/// first one over the limit was seen. libcurl's write callback runs inside the transfer, and
/// returning 0 from it stops the transfer at once.
///
/// Loaded with dlopen because Debian ships no libcurl headers without libcurl4-*-dev, which this
/// project does not otherwise need; the few entry points and constants used are part of libcurl's
/// stable ABI (curl.h). `curl_easy_setopt` and `curl_easy_getinfo` are variadic: they are called
/// through fixed prototypes with one integer or pointer argument, which the x86-64 and AArch64
/// Linux calling conventions pass in the same registers either way.
final class LibCurl: @unchecked Sendable {
    typealias WriteCallback =
        @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int

    enum Option {
        static let writeData: Int32 = 10001
        static let url: Int32 = 10002
        static let httpHeader: Int32 = 10023
        static let failOnError: Int32 = 45
        static let followLocation: Int32 = 52
        static let maxRedirects: Int32 = 68
        static let protocols: Int32 = 10318
        static let redirectProtocols: Int32 = 10319
        static let noSignal: Int32 = 99
        static let acceptEncoding: Int32 = 10102
        static let timeoutMilliseconds: Int32 = 155
        /// CURLOPT_MAXFILESIZE_LARGE (a curl_off_t, 64 bits like Int here): refuses a body whose
        /// Content-Length announces more, before reading any of it.
        static let maxFileSize: Int32 = 30117
        static let writeFunction: Int32 = 20011
    }

    enum Code {
        static let ok: Int32 = 0
        static let unsupportedProtocol: Int32 = 1
        static let couldNotResolveProxy: Int32 = 5
        static let couldNotResolveHost: Int32 = 6
        static let couldNotConnect: Int32 = 7
        static let partialFile: Int32 = 18
        static let httpReturnedError: Int32 = 22
        static let writeError: Int32 = 23
        static let timedOut: Int32 = 28
        static let sslConnect: Int32 = 35
        static let gotNothing: Int32 = 52
        static let recvError: Int32 = 56
        static let peerCertificate: Int32 = 60
        static let badContentEncoding: Int32 = 61
        static let fileSizeExceeded: Int32 = 63
    }

    /// CURLINFO_LONG + 2.
    static let responseCodeInfo: Int32 = 0x20_0000 + 2
    /// CURLINFO_STRING + 1: the last URL used, a refused redirect's target included.
    static let effectiveURLInfo: Int32 = 0x10_0000 + 1
    /// CURLINFO_STRING + 18: the Content-Type header's value, or NULL without one.
    static let contentTypeInfo: Int32 = 0x10_0000 + 18

    let easyInit: @convention(c) () -> OpaquePointer?
    let easyCleanup: @convention(c) (OpaquePointer?) -> Void
    let easyPerform: @convention(c) (OpaquePointer?) -> Int32
    let setLong: @convention(c) (OpaquePointer?, Int32, Int) -> Int32
    let setPointer: @convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32
    let setCallback: @convention(c) (OpaquePointer?, Int32, WriteCallback) -> Int32
    let getLong: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<Int>) -> Int32
    /// The string is libcurl's, valid until the handle is cleaned up or the next transfer.
    let getString:
        @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Int32
    let slistAppend: @convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?
    let slistFree: @convention(c) (OpaquePointer?) -> Void

    /// The process's libcurl, or nil when it cannot be loaded.
    static let shared: LibCurl? = LibCurl()

    /// A string info (CURLINFO_STRING + n) copied out, "" when libcurl has none.
    func string(_ easy: OpaquePointer?, _ info: Int32) -> String {
        var text: UnsafePointer<CChar>?
        guard getString(easy, info, &text) == Code.ok, let text else { return "" }
        return String(cString: text)
    }

    private init?() {
        guard let handle = dlopen("libcurl.so.4", RTLD_NOW) ?? dlopen("libcurl.so", RTLD_NOW) else {
            return nil
        }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let easyInit = symbol("curl_easy_init", as: (@convention(c) () -> OpaquePointer?).self),
            let easyCleanup = symbol("curl_easy_cleanup", as: (@convention(c) (OpaquePointer?) -> Void).self),
            let easyPerform = symbol(
                "curl_easy_perform", as: (@convention(c) (OpaquePointer?) -> Int32).self),
            let setopt = dlsym(handle, "curl_easy_setopt"), let getinfo = dlsym(handle, "curl_easy_getinfo"),
            let slistAppend = symbol(
                "curl_slist_append",
                as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?).self),
            let slistFree = symbol("curl_slist_free_all", as: (@convention(c) (OpaquePointer?) -> Void).self)
        else { return nil }
        self.easyInit = easyInit
        self.easyCleanup = easyCleanup
        self.easyPerform = easyPerform
        setLong = unsafeBitCast(setopt, to: (@convention(c) (OpaquePointer?, Int32, Int) -> Int32).self)
        setPointer = unsafeBitCast(
            setopt, to: (@convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32).self)
        setCallback = unsafeBitCast(
            setopt, to: (@convention(c) (OpaquePointer?, Int32, WriteCallback) -> Int32).self)
        getLong = unsafeBitCast(
            getinfo, to: (@convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<Int>) -> Int32).self)
        getString = unsafeBitCast(
            getinfo,
            to: (@convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Int32)
                .self)
        self.slistAppend = slistAppend
        self.slistFree = slistFree
    }
}
