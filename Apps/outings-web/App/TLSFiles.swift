import AppSupport
import Foundation
import HTTPServer
import Platform

/// `--tls-cert FILE --tls-key FILE` read into the server's credentials. A file that cannot be
/// read is `.notFound` (66), one that is not PEM of its kind `.invalid` (65), as the CLI's input
/// files; GnuTLS judges the rest at start. No message quotes a file's content: one is a secret.
enum TLSFiles {
    /// Far above any certificate chain; a larger file is not one.
    static let sizeLimit = 1 << 20

    static func credentials(certificate: String, key: String) throws -> TLSCredentials {
        let certificatePEM = try read(
            certificate, what: "TLS certificate", marker: "-----BEGIN CERTIFICATE-----")
        let keyPEM = try read(key, what: "TLS key", marker: "PRIVATE KEY-----")
        return TLSCredentials(certificatePEM: certificatePEM, keyPEM: keyPEM)
    }

    private static func read(_ path: String, what: String, marker: String) throws -> Data {
        // Non-blocking, so a FIFO named by mistake cannot hang start-up; checked to be a file next.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            throw AppError(.notFound, "cannot read the \(what) \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw AppError(.notFound, "cannot read the \(what) \(path): not a regular file")
        }
        let data = Descriptor.bytes(from: descriptor, upTo: sizeLimit + 1)
        guard data.count <= sizeLimit, String(decoding: data, as: UTF8.self).contains(marker) else {
            throw AppError(.invalid, "\(path) is not a PEM \(what) (no \"\(marker)\")")
        }
        return data
    }
}
