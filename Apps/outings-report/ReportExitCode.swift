import UseCases

/// The same BSD sysexits codes as outings, so scripts can treat both apps alike.
enum ReportExitCode {
    static func code(for category: ErrorCategory) -> Int32 {
        switch category {
        case .usage: 64
        case .invalid: 65
        case .notFound: 66
        case .unreachable: 69
        case .exists: 73
        case .storeFailure, .busy: 74
        case .conflict: 75
        case .remoteProtocol: 76
        case .configuration: 78
        case .internalError: 70
        }
    }
}
