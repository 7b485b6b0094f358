import Foundation
import TestSupport

/// A throwaway self-signed certificate for 127.0.0.1 and its key, made by the openssl CLI in a
/// temporary folder, plus a second key that does not match it.
struct TestCertificate {
    struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    let folder: TemporaryFolder
    var certificate: String { folder.path("cert.pem") }
    var key: String { folder.path("key.pem") }
    var otherKey: String { folder.path("other-key.pem") }

    init() throws {
        folder = try TemporaryFolder()
        try make(certificate: "cert.pem", key: "key.pem")
        try make(certificate: "other-cert.pem", key: "other-key.pem")
    }

    private func make(certificate: String, key: String) throws {
        let made = try CommandLineTool.run(
            "openssl",
            [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1", "-addext",
                "subjectAltName=IP:127.0.0.1", "-days", "1", "-keyout", key, "-out", certificate,
            ], in: folder)
        guard made.status == 0 else { throw Failed(description: "openssl req failed: \(made.stderr)") }
    }

    /// The base64 lines of the private key, which no message may show.
    var keyMaterial: [String] {
        let text = (try? String(contentsOfFile: key, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("-----") }
    }

    /// `curl` trusting this certificate only: `-D -` puts the response head before the body.
    func curl(_ arguments: [String]) throws -> CommandLineTool.Result {
        try CommandLineTool.run(
            "curl",
            ["--silent", "--show-error", "--max-time", "30", "--cacert", certificate, "-D", "-"] + arguments,
            in: folder)
    }
}
