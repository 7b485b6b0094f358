import UseCases

/// Turns the cache's usage into its view model.
public struct ImageCachePresenter {
    private let view: any ImageCacheView

    public init(view: any ImageCacheView) {
        self.view = view
    }

    public func present(_ usage: ImageCacheUsage, folder: String) {
        view.display(ImageCacheViewModel(usage, folder: folder))
    }
}
