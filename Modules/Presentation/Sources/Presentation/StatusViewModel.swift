import Domain
import UseCases

/// A one-line outcome of a command that changes something.
public struct StatusViewModel: Equatable, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}

public protocol StatusView: AnyObject {
    func display(_ status: StatusViewModel)
}

/// Words for what a command did.
public struct StatusPresenter {
    private let view: any StatusView

    public init(view: any StatusView) {
        self.view = view
    }

    public func imported(_ summary: ImportCatalog.Summary) {
        view.display(
            StatusViewModel(
                message: "Imported \(count(summary.places, "place")) and \(count(summary.photos, "photo"))."))
    }

    public func saved(_ attraction: Attraction) {
        view.display(StatusViewModel(message: "Saved \"\(attraction.name)\" (id \(attraction.id))."))
    }

    public func removed(id: String) {
        view.display(StatusViewModel(message: "Removed attraction \(id)."))
    }

    public func moved(_ attraction: Attraction) {
        view.display(
            StatusViewModel(message: "Moved \"\(attraction.name)\" to position \(attraction.position)."))
    }

    public func clearedRecents() {
        view.display(StatusViewModel(message: "Cleared the recently viewed photos."))
    }

    public func transferred(_ summary: TransferStores.Summary) {
        let counts = [
            count(summary.attractions, "attraction"), count(summary.places, "place"),
            count(summary.photos, "photo"), count(summary.recents, "recent"),
        ]
        view.display(StatusViewModel(message: "Copied \(counts.joined(separator: ", "))."))
    }

    public func clearedImageCache(count removed: Int) {
        view.display(StatusViewModel(message: "Removed \(count(removed, "cached image"))."))
    }

    public func savedImage(to path: String, bytes: Int) {
        view.display(StatusViewModel(message: "Saved \(path) (\(count(bytes, "byte")))."))
    }

    /// The credit Flickr's guidelines ask for: the owner's name and a link back to the page.
    public func credit(for photo: Photo) {
        let name = [photo.ownerName, photo.owner].first { !$0.isEmpty } ?? "an unknown photographer"
        let page = photo.pageURL.map { ": \($0)" } ?? " (no page: the owner is not known)"
        view.display(StatusViewModel(message: "Photo by \(name) on Flickr\(page)"))
    }

    public func undo(changedSomething: Bool) {
        view.display(
            StatusViewModel(message: changedSomething ? "Undid the last change." : "Nothing to undo."))
    }

    public func cancelled() {
        view.display(StatusViewModel(message: "Cancelled; nothing changed."))
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
