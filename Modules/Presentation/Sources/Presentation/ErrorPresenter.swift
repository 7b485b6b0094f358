import UseCases

/// A failure as shown: a short title for its category and the one-line message.
public struct ErrorViewModel: Equatable, Sendable {
    public let title: String
    public let message: String

    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }
}

/// Where `ErrorPresenter` shows a failure.
public protocol ErrorView: AnyObject {
    /// The failure's title and message.
    func display(_ error: ErrorViewModel)
}

/// Turns an error category and its message into what any view shows: ask for the view model
/// (`viewModel(for:message:)`), or have it shown on the view given at init (`present`).
public struct ErrorPresenter {
    private let view: (any ErrorView)?

    /// A presenter that only maps: for callers that build their own output from the view models.
    public init() {
        view = nil
    }

    /// A presenter whose `present` displays on `view`.
    public init(view: any ErrorView) {
        self.view = view
    }

    public func viewModel(for category: ErrorCategory, message: String) -> ErrorViewModel {
        ErrorViewModel(title: Self.title(for: category), message: message)
    }

    public func present(_ category: ErrorCategory, message: String) {
        view?.display(viewModel(for: category, message: message))
    }

    static func title(for category: ErrorCategory) -> String {
        switch category {
        case .usage: "Not understood"
        case .outOfRange: "Not in the list"
        case .invalid: "Not valid"
        case .missingData: "Not available"
        case .notFound: "Not found"
        case .unreachable: "Cannot be reached"
        case .storeUnreachable: "The guide's server cannot be reached"
        case .exists: "Already there"
        case .storeFailure: "The guide cannot be used"
        case .busy: "The guide is busy"
        case .conflict: "Changed by someone else"
        case .tryLater: "Try again later"
        case .remoteProtocol: "Flickr answered unexpectedly"
        case .configuration: "Not configured"
        case .internalError: "Something went wrong"
        }
    }
}
