import UseCases

/// Turns the cache's usage into its view model: ask for it (`viewModel(for:folder:)`), or have it
/// shown on the view given at init (`present`).
public struct ImageCachePresenter {
    private let view: (any ImageCacheView)?

    /// A presenter that only maps: for callers that build their own output from the view models.
    public init() {
        view = nil
    }

    /// A presenter whose `present` displays on `view`.
    public init(view: any ImageCacheView) {
        self.view = view
    }

    public func viewModel(for usage: ImageCacheUsage, folder: String) -> ImageCacheViewModel {
        ImageCacheViewModel(usage, folder: folder)
    }

    public func present(_ usage: ImageCacheUsage, folder: String) {
        view?.display(viewModel(for: usage, folder: folder))
    }
}
