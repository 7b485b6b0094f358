import Foundation
import Testing

/// `--tls-cert FILE --tls-key FILE`: a real TLS handshake with a throwaway certificate (openssl,
/// curl), HSTS over TLS only, https origins for forms, and the start-up errors.
struct WebTLSTests {
    private func tlsServer(_ certificate: TestCertificate) throws -> WebServerProcess {
        try WebServerProcess([
            "--store", "memory:", "--tls-cert", certificate.certificate, "--tls-key", certificate.key,
        ])
    }

    @Test func servesHTTPSWithHSTSToAClientThatTrustsTheCertificate() throws {
        let certificate = try TestCertificate()
        let server = try tlsServer(certificate)
        #expect(server.firstLine == "Serving Outings at https://127.0.0.1:\(server.port)/")
        let page = try certificate.curl(["https://127.0.0.1:\(server.port)/"])
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stdout.hasPrefix("HTTP/1.1 200 "))
        #expect(page.stdout.lowercased().contains("\r\nstrict-transport-security: max-age=31536000\r\n"))
        #expect(page.stdout.contains("<html"))
        #expect(server.stop() == 0)
    }

    @Test func beyondLoopbackOverTLSTheWarningSaysNothingOfClearText() throws {
        let certificate = try TestCertificate()
        let server = try WebServerProcess(
            [
                "--store", "memory:", "--tls-cert", certificate.certificate, "--tls-key", certificate.key,
                "--listen", "0.0.0.0:0",
            ])
        #expect(server.firstLine == "Serving Outings at https://0.0.0.0:\(server.port)/")
        #expect(server.stderr.contains("warning: listening on 0.0.0.0"))
        #expect(!server.stderr.contains("in clear"))
    }

    @Test func plainHTTPAnswersCarryNoHSTS() throws {
        let server = try WebServerProcess(["--store", "memory:"])
        let page = try server.client.get("/")
        #expect(page.status == 200)
        #expect(page.headers["strict-transport-security"] == nil)
        #expect(page.headers["content-security-policy"] != nil)
    }

    @Test func plainHTTPToTheTLSPortGetsNoPage() throws {
        let certificate = try TestCertificate()
        let server = try tlsServer(certificate)
        #expect(throws: (any Error).self) { try server.client.get("/") }
        // The server is still there for a TLS client.
        #expect(try certificate.curl(["https://127.0.0.1:\(server.port)/"]).status == 0)
    }

    @Test func aFormPostedFromTheHTTPSPageIsSavedAndAnHTTPOriginIsRefused() throws {
        let certificate = try TestCertificate()
        let server = try tlsServer(certificate)
        let address = "https://127.0.0.1:\(server.port)"
        let formPage = try certificate.curl([address + "/attractions/new"])
        var form = try PageForm(formPage.stdout)
        form["name"] = "Lighthouse"
        form["inside"] = "outside"
        let body = RawHTTPClient.formBody(form.submitting("save"))
        func post(origin: String) throws -> String {
            try certificate.curl([
                "-H", "Origin: \(origin)", "-H", "Content-Type: application/x-www-form-urlencoded",
                "--data-binary", body, address + "/attractions/new",
            ]).stdout
        }
        #expect(try post(origin: "http://127.0.0.1:\(server.port)").hasPrefix("HTTP/1.1 403 "))
        #expect(try post(origin: address).hasPrefix("HTTP/1.1 303 "))
        let list = try certificate.curl([address + "/attractions"])
        #expect(list.stdout.contains("Lighthouse"))
    }

    @Test func theSessionCookieIsSecureOverTLS() throws {
        let certificate = try TestCertificate()
        let guide = try WebGuide(
            arguments: ["--tls-cert", certificate.certificate, "--tls-key", certificate.key],
            members: WebGuide.household)
        let address = "https://127.0.0.1:\(guide.server.port)"
        let token = try WebGuide.token(in: certificate.curl([address + "/sign-in"]).stdout)
        let body = RawHTTPClient.formBody([("csrf", token), ("name", "vic"), ("password", WebGuide.password)])
        let answer = try certificate.curl([
            "-H", "Origin: \(address)", "-H", "Content-Type: application/x-www-form-urlencoded",
            "--data-binary", body, address + "/sign-in",
        ]).stdout
        #expect(answer.hasPrefix("HTTP/1.1 303 "))
        let cookie = answer.split(separator: "\r\n").first { $0.lowercased().hasPrefix("set-cookie:") }
        #expect(cookie?.contains("outings-session=") == true)
        #expect(cookie?.hasSuffix("; Secure") == true)
        #expect(cookie?.contains("HttpOnly; SameSite=Lax") == true)
    }

    enum StartFailure: CaseIterable, Sendable {
        case certificateOnly, keyOnly, missingCertificate, keyIsAFolder, garbageCertificate,
            garbageKey, keyOfAnotherCertificate
    }

    /// Each a documented exit code and one line, never the key's text.
    @Test(arguments: [
        (StartFailure.certificateOnly, Int32(64)), (.keyOnly, 64), (.missingCertificate, 66),
        (.keyIsAFolder, 66), (.garbageCertificate, 65), (.garbageKey, 65), (.keyOfAnotherCertificate, 65),
    ])
    func tlsStartUpErrorsExitWithOneLine(failure: StartFailure, status: Int32) throws {
        let certificate = try TestCertificate()
        let garbage = certificate.folder.path("garbage.pem")
        try Data("not a certificate\n".utf8).write(to: URL(fileURLWithPath: garbage))
        // PEM markers around something that is not a key: only GnuTLS can tell.
        let fakeKey = certificate.folder.path("fake-key.pem")
        try Data("-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n".utf8).write(
            to: URL(fileURLWithPath: fakeKey))
        let tls: [String] =
            switch failure {
            case .certificateOnly: ["--tls-cert", certificate.certificate]
            case .keyOnly: ["--tls-key", certificate.key]
            case .missingCertificate:
                ["--tls-cert", certificate.folder.path("none.pem"), "--tls-key", certificate.key]
            case .keyIsAFolder:
                ["--tls-cert", certificate.certificate, "--tls-key", certificate.folder.path("")]
            case .garbageCertificate: ["--tls-cert", garbage, "--tls-key", certificate.key]
            case .garbageKey: ["--tls-cert", certificate.certificate, "--tls-key", fakeKey]
            case .keyOfAnotherCertificate:
                ["--tls-cert", certificate.certificate, "--tls-key", certificate.otherKey]
            }
        let result = try WebServerProcess.runToExit(["--store", "memory:", "--listen", "127.0.0.1:0"] + tls)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("outings-web: "))
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        let material = certificate.keyMaterial
        #expect(!material.isEmpty)
        #expect(!material.contains { result.stderr.contains($0) })
    }
}
