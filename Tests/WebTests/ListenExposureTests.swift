import HTTPServer
import Testing

@testable import OutingsWebApp

/// Who may reach the server and what start-up does about it, for every combination; and the
/// scheme-aware pieces a request over TLS meets (Origin check, HSTS).
struct ListenExposureTests {
    private let loopback = ListenAddress(host: "127.0.0.1", port: 8080)
    private let network = ListenAddress(host: "192.168.1.20", port: 8080)

    @Test(arguments: [true, false], [nil, false, true] as [Bool?])
    func loopbackAlwaysServesQuietly(hasTLS: Bool, hasMembers: Bool?) {
        #expect(ListenExposure.decide(listen: loopback, hasTLS: hasTLS, hasMembers: hasMembers) == .serve)
    }

    @Test func beyondLoopbackWithoutTLSAGuideWithoutMembersIsRefused() throws {
        guard
            case .refuse(let message) = ListenExposure.decide(
                listen: network, hasTLS: false, hasMembers: false)
        else {
            Issue.record("not refused")
            return
        }
        #expect(message.contains("192.168.1.20") && message.contains("--tls-cert"))
    }

    @Test(arguments: [nil, true] as [Bool?])
    func beyondLoopbackWithoutTLSWarnsThatPasswordsCrossInClear(hasMembers: Bool?) throws {
        guard
            case .warn(let message) = ListenExposure.decide(
                listen: network, hasTLS: false, hasMembers: hasMembers)
        else {
            Issue.record("no warning")
            return
        }
        #expect(message.contains("passwords and sign-in data would cross the network in clear"))
        #expect(message.contains("Serving over TLS"))
        // Only an unknown count (no members store) still says the guide is open to anyone.
        #expect(message.contains("anyone who can connect") == (hasMembers == nil))
    }

    @Test func beyondLoopbackWithTLSWarnsOnlyWhileNoMemberGuardsTheGuide() {
        for hasMembers in [nil, false] as [Bool?] {
            guard
                case .warn(let message) = ListenExposure.decide(
                    listen: network, hasTLS: true, hasMembers: hasMembers)
            else {
                Issue.record("no warning for \(String(describing: hasMembers))")
                continue
            }
            #expect(message.contains("anyone who can connect") && !message.contains("in clear"))
        }
        #expect(ListenExposure.decide(listen: network, hasTLS: true, hasMembers: true) == .serve)
    }

    @Test func anOriginMustNameTheSchemeTheRequestCameBy() throws {
        let port = PortBox()
        port.set(8443)
        let guarding = RequestGuard(listen: loopback, port: port, csrf: CSRFToken())
        func request(origin: String, secure: Bool) -> HTTPRequest {
            HTTPRequest(
                method: "POST", path: "/", headers: ["host": "127.0.0.1:8443", "origin": origin],
                isSecure: secure)
        }
        #expect(throws: Never.self) {
            try guarding.checkOrigin(request(origin: "https://127.0.0.1:8443", secure: true))
        }
        #expect(throws: Never.self) {
            try guarding.checkOrigin(request(origin: "http://127.0.0.1:8443", secure: false))
        }
        #expect(throws: WebFailure(403, "cross-origin requests are refused")) {
            try guarding.checkOrigin(request(origin: "http://127.0.0.1:8443", secure: true))
        }
        #expect(throws: WebFailure(403, "cross-origin requests are refused")) {
            try guarding.checkOrigin(request(origin: "https://127.0.0.1:8443", secure: false))
        }
    }

    @Test func aPageOfThisHTTPSServerAsRefererRecordsAView() {
        let headers = ["host": "127.0.0.1:8443", "referer": "https://127.0.0.1:8443/", "accept": "text/html"]
        #expect(
            RequestGuard.mayRecordView(
                HTTPRequest(method: "GET", path: "/p", headers: headers, isSecure: true)))
        #expect(
            !RequestGuard.mayRecordView(
                HTTPRequest(method: "GET", path: "/p", headers: headers, isSecure: false)))
    }

    @Test func hstsIsSentOverTLSOnly() {
        var secure = HTTPResponse(status: 200, contentType: "text/plain", text: "")
        SecurityHeaders.apply(to: &secure, secure: true)
        #expect(
            secure.headers.contains {
                $0.name == "Strict-Transport-Security" && $0.value == "max-age=31536000"
            })
        var plain = HTTPResponse(status: 200, contentType: "text/plain", text: "")
        SecurityHeaders.apply(to: &plain, secure: false)
        #expect(!plain.headers.contains { $0.name == "Strict-Transport-Security" })
    }
}
