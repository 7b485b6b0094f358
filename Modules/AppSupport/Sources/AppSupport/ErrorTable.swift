import UseCases

/// What each error category means to every app, side by side: the exit status of a command
/// (BSD sysexits, as docs/cli.md documents) and the HTTP status of a request.
public enum ErrorTable {
    public struct Codes: Equatable, Sendable {
        public let exitStatus: Int32
        public let httpStatus: Int

        public init(exitStatus: Int32, httpStatus: Int) {
            self.exitStatus = exitStatus
            self.httpStatus = httpStatus
        }
    }

    public static func codes(for category: ErrorCategory) -> Codes {
        switch category {
        case .usage: Codes(exitStatus: 64, httpStatus: 400)
        case .outOfRange: Codes(exitStatus: 64, httpStatus: 422)
        case .invalid: Codes(exitStatus: 65, httpStatus: 422)
        case .missingData: Codes(exitStatus: 65, httpStatus: 404)
        case .notFound: Codes(exitStatus: 66, httpStatus: 404)
        // Flickr failing is a bad gateway; the store's own server, unavailable.
        case .unreachable: Codes(exitStatus: 69, httpStatus: 502)
        case .storeUnreachable: Codes(exitStatus: 69, httpStatus: 503)
        case .internalError: Codes(exitStatus: 70, httpStatus: 500)
        case .exists: Codes(exitStatus: 73, httpStatus: 409)
        case .storeFailure: Codes(exitStatus: 74, httpStatus: 500)
        case .busy: Codes(exitStatus: 74, httpStatus: 503)
        case .conflict: Codes(exitStatus: 75, httpStatus: 409)
        // EX_TEMPFAIL, as a conflict is: the same command may succeed later.
        case .tryLater: Codes(exitStatus: 75, httpStatus: 429)
        case .remoteProtocol: Codes(exitStatus: 76, httpStatus: 502)
        case .configuration: Codes(exitStatus: 78, httpStatus: 500)
        }
    }
}
