import CLibPQ
import PlatformFoundation
import UseCases

#if canImport(Glibc)
    import Glibc
#endif

/// PostgreSQL's client library, loaded with dlopen at the first use of a PostgreSQL store instead
/// of being linked. Linked, libpq's own dependencies (Kerberos, LDAP, SASL, OpenSSL, GnuTLS: about
/// 25 shared objects) were mapped and relocated by every run of every app, even `--version` on a
/// SQLite store, and that loading was most of a read command's time (docs/performance.md).
///
/// The types and constants still come from libpq-fe.h (`CLibPQ`, headers only, nothing linked);
/// the functions are looked up here, with the prototypes of libpq-fe.h. `libpq.so.5` is the
/// soname every libpq since PostgreSQL 8.0 keeps, with these functions unchanged.
///
/// `@unchecked Sendable`: every stored property is a constant C function pointer.
final class LibPQ: @unchecked Sendable {
    typealias CStringArray = UnsafePointer<UnsafePointer<CChar>?>

    /// The library file asked of the dynamic loader (found through LD_LIBRARY_PATH and ld.so.cache).
    static let fileName = "libpq.so.5"

    /// The process's libpq, loaded once, at first use; or why it cannot be.
    private static let shared = Result { () throws(StoreError) -> LibPQ in try LibPQ(fileName: fileName) }

    /// The process's libpq. Throws `StoreError.unavailable` (one line naming the library and the
    /// loader's reason) when it is not installed or not usable.
    static func loaded() throws(StoreError) -> LibPQ {
        try shared.get()
    }

    // Each is the libpq function of the same name with the `PQ` prefix (PQconnectdbParams, ...).
    let connectdbParams: @convention(c) (CStringArray?, CStringArray?, Int32) -> OpaquePointer?
    let finish: @convention(c) (OpaquePointer?) -> Void
    /// Closes the connection and opens it again with the parameters it was opened with.
    let reset: @convention(c) (OpaquePointer?) -> Void
    let socket: @convention(c) (OpaquePointer?) -> Int32
    let status: @convention(c) (OpaquePointer?) -> ConnStatusType
    let errorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let pass: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let db: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let host: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let port: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let parameterStatus: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> UnsafePointer<CChar>?
    let execParams:
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?, CStringArray?,
            UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
        ) -> OpaquePointer?
    /// The simple query protocol: several constant statements in one round trip.
    let exec: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
    let resultStatus: @convention(c) (OpaquePointer?) -> ExecStatusType
    let resultErrorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let resultErrorField: @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
    let ntuples: @convention(c) (OpaquePointer?) -> Int32
    let nfields: @convention(c) (OpaquePointer?) -> Int32
    let getvalue: @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
    let getisnull: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    let clear: @convention(c) (OpaquePointer?) -> Void
    let conninfoParse:
        @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) ->
            UnsafeMutablePointer<PQconninfoOption>?
    let conninfoFree: @convention(c) (UnsafeMutablePointer<PQconninfoOption>?) -> Void
    let freemem: @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// Loads `fileName` and looks up every function; internal so tests can name a file that
    /// cannot be loaded.
    init(fileName: String) throws(StoreError) {
        guard let handle = dlopen(fileName, RTLD_NOW | RTLD_LOCAL) else {
            throw Self.unavailable(fileName, reason: Self.loaderError() ?? "not found")
        }
        // Generic over the property's type, so each lookup is cast to exactly the declared prototype.
        func function<T>(_ name: String) throws(StoreError) -> T {
            guard let address = dlsym(handle, name) else {
                throw Self.unavailable(fileName, reason: "it has no function \(name)")
            }
            return unsafeBitCast(address, to: T.self)
        }
        connectdbParams = try function("PQconnectdbParams")
        finish = try function("PQfinish")
        reset = try function("PQreset")
        socket = try function("PQsocket")
        status = try function("PQstatus")
        errorMessage = try function("PQerrorMessage")
        pass = try function("PQpass")
        db = try function("PQdb")
        host = try function("PQhost")
        port = try function("PQport")
        parameterStatus = try function("PQparameterStatus")
        execParams = try function("PQexecParams")
        exec = try function("PQexec")
        resultStatus = try function("PQresultStatus")
        resultErrorMessage = try function("PQresultErrorMessage")
        resultErrorField = try function("PQresultErrorField")
        ntuples = try function("PQntuples")
        nfields = try function("PQnfields")
        getvalue = try function("PQgetvalue")
        getisnull = try function("PQgetisnull")
        clear = try function("PQclear")
        conninfoParse = try function("PQconninfoParse")
        conninfoFree = try function("PQconninfoFree")
        freemem = try function("PQfreemem")
    }

    private static func unavailable(_ fileName: String, reason: String) -> StoreError {
        .unavailable(
            "cannot load the PostgreSQL client library \(fileName) (on Debian: apt-get install libpq5): "
                + reason)
    }

    /// dlerror's text, first line only (error messages are one line).
    private static func loaderError() -> String? {
        guard let text = dlerror() else { return nil }
        return String(cString: text).split(separator: "\n").first.map(String.init)
    }
}
