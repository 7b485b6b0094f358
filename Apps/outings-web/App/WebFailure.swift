/// A request refused by the web layer itself (a bad Host, a missing token, a wrong media type),
/// with the HTTP status it is answered with and one line for the user.
struct WebFailure: Error, Equatable {
    let status: Int
    let message: String

    init(_ status: Int, _ message: String) {
        self.status = status
        self.message = message
    }

    static func notFound(_ message: String = "no such page") -> WebFailure { WebFailure(404, message) }
    static func badRequest(_ message: String) -> WebFailure { WebFailure(400, message) }
}
