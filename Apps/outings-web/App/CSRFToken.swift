import Foundation

/// The form token: for a signed-in member, one derived from their session (so it is bound to it
/// and changes at every sign-in); otherwise a random token made when the server starts. A POST
/// from a form must carry it, which a page on another site cannot read.
struct CSRFToken: Sendable {
    let value: String

    /// The server's token, random.
    init() {
        var generator = SystemRandomNumberGenerator()
        value = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }
            .joined()
    }

    private init(value: String) {
        self.value = value
    }

    /// The token of a request: its session's for a signed-in member, else this one (the server's).
    func of(_ context: RequestContext?) -> CSRFToken {
        context?.csrf.map(CSRFToken.init(value:)) ?? self
    }

    /// Compares every byte whatever the first difference, so timing does not reveal a prefix.
    func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let given = Array(candidate.utf8)
        let expected = Array(value.utf8)
        guard given.count == expected.count else { return false }
        return zip(given, expected).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
