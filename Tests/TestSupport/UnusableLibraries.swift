import Foundation

/// A folder of files named like the shared libraries a command must not need, each holding a
/// line of text. A child started with `environment` searches this folder before any other
/// (LD_LIBRARY_PATH comes first), so loading any of these names fails ("file too short"): a
/// command that links or opens one exits 127 or reports it, and a command that never loads them
/// runs as usual. Removed when released.
public final class UnusableLibraries: Sendable {
    /// PostgreSQL's client, libcurl (both flavours), TLS, Kerberos, LDAP and FoundationNetworking
    /// (the Swift toolchain's copy is found through the binaries' RUNPATH, after this folder).
    public static let postgresNetworkAndTLS = [
        "libpq.so.5", "libcurl.so.4", "libcurl-gnutls.so.4", "libssl.so.3", "libcrypto.so.3",
        "libgnutls.so.30", "libgssapi_krb5.so.2", "libkrb5.so.3", "libldap-2.5.so.0",
        "libFoundationNetworking.so",
    ]

    private let folder: TemporaryFolder

    public init(_ names: [String] = postgresNetworkAndTLS) throws {
        folder = try TemporaryFolder()
        for name in names {
            try Data("not a shared library\n".utf8).write(to: folder.url.appendingPathComponent(name))
        }
    }

    /// LD_LIBRARY_PATH with this folder first (then the test process's own, if any).
    public var environment: [String: String] {
        let inherited = ProcessInfo.processInfo.environment["LD_LIBRARY_PATH"].map { ":" + $0 } ?? ""
        return ["LD_LIBRARY_PATH": folder.url.path + inherited]
    }
}
