import Foundation

/// A certificate chain and its private key, both PEM, for serving HTTPS. The app reads the
/// files; the server only hands the bytes to libmicrohttpd (GnuTLS). Its description never shows
/// the key.
public struct TLSCredentials: Sendable, CustomStringConvertible {
    public let certificatePEM: Data
    public let keyPEM: Data

    public init(certificatePEM: Data, keyPEM: Data) {
        self.certificatePEM = certificatePEM
        self.keyPEM = keyPEM
    }

    public var description: String {
        "TLSCredentials(certificate: \(certificatePEM.count) bytes, key: hidden)"
    }
}
