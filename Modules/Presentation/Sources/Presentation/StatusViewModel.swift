import Domain
import UseCases

/// A one-line outcome of a command that changes something.
public struct StatusViewModel: Equatable, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}

/// Where the one line saying what a command did is shown.
public protocol StatusView: AnyObject {
    /// The line.
    func display(_ status: StatusViewModel)
}

/// Words for what a command did: ask for them (`viewModel(for:)`), or have them shown on the view
/// given at init (the named methods).
public struct StatusPresenter {
    /// What happened.
    public enum Outcome: Sendable {
        case imported(ImportCatalog.Summary)
        case saved(Attraction)
        case removed(Attraction)
        case moved(Attraction)
        case clearedRecents
        case transferred(TransferStores.Summary)
        case backedUp(TransferStores.Summary, path: String)
        case restored(TransferStores.Summary)
        case clearedImageCache(count: Int)
        /// The expired images removed, and the age past which an image is expired.
        case prunedImageCache(PrunedImages, maxAge: ImageMaxAge)
        case savedImage(path: String, bytes: Int)
        /// The credit Flickr's guidelines ask for: the owner's name and a link back to the page.
        case credit(Photo)
        case undo(changedSomething: Bool)
        case cancelled
    }

    private let view: (any StatusView)?

    /// A presenter that only maps: for callers that build their own output from the view models.
    public init() {
        view = nil
    }

    /// A presenter whose named methods display on `view`.
    public init(view: any StatusView) {
        self.view = view
    }

    public func viewModel(for outcome: Outcome) -> StatusViewModel {
        StatusViewModel(message: Self.message(for: outcome))
    }

    public func imported(_ summary: ImportCatalog.Summary) { show(.imported(summary)) }
    public func saved(_ attraction: Attraction) { show(.saved(attraction)) }
    public func removed(_ attraction: Attraction) { show(.removed(attraction)) }
    public func moved(_ attraction: Attraction) { show(.moved(attraction)) }
    public func clearedRecents() { show(.clearedRecents) }
    public func transferred(_ summary: TransferStores.Summary) { show(.transferred(summary)) }
    public func backedUp(_ summary: TransferStores.Summary, to path: String) {
        show(.backedUp(summary, path: path))
    }
    public func restored(_ summary: TransferStores.Summary) { show(.restored(summary)) }
    public func clearedImageCache(count removed: Int) { show(.clearedImageCache(count: removed)) }
    public func prunedImageCache(_ removed: PrunedImages, maxAge: ImageMaxAge) {
        show(.prunedImageCache(removed, maxAge: maxAge))
    }
    public func savedImage(to path: String, bytes: Int) { show(.savedImage(path: path, bytes: bytes)) }
    public func credit(for photo: Photo) { show(.credit(photo)) }
    public func undo(changedSomething: Bool) { show(.undo(changedSomething: changedSomething)) }
    public func cancelled() { show(.cancelled) }

    private func show(_ outcome: Outcome) {
        view?.display(viewModel(for: outcome))
    }

    private static func message(for outcome: Outcome) -> String {
        switch outcome {
        case .imported(let summary):
            return "Imported \(count(summary.places, "place")) and \(count(summary.photos, "photo"))."
        case .saved(let attraction):
            return "Saved \"\(attraction.name)\" (id \(attraction.id))."
        case .removed(let attraction):
            return "Removed \(attraction.name)."
        case .moved(let attraction):
            return "Moved \"\(attraction.name)\" to position \(attraction.position)."
        case .clearedRecents:
            return "Cleared the recently viewed photos."
        case .transferred(let summary):
            return "Copied \(counts(summary))."
        case .backedUp(let summary, let path):
            guard summary.leftOut > 0 else { return "Backed up \(counts(summary)) to \(path)." }
            return "Backed up \(counts(summary)) to \(path); left out "
                + "\(count(summary.leftOut, "stored value")) Outings cannot read (outings check names them)."
        case .restored(let summary):
            return "Restored \(counts(summary))."
        case .clearedImageCache(let removed):
            return "Removed \(count(removed, "cached image"))."
        case .prunedImageCache(let removed, let maxAge):
            guard let seconds = maxAge.seconds else {
                return "Cached images never expire; nothing was removed."
            }
            let age = DurationText.text(seconds: Double(seconds))
            guard removed.count > 0 else {
                return "No cached image is older than \(age); nothing was removed."
            }
            return
                "Removed \(count(removed.count, "cached image")) older than \(age) (\(ByteCount.text(removed.bytes)))."
        case .savedImage(let path, let bytes):
            return "Saved \(path) (\(ByteCount.text(bytes)))."
        case .credit(let photo):
            let name = [photo.ownerName, photo.owner].first { !$0.isEmpty } ?? "an unknown photographer"
            let page = photo.pageURL.map { ": \($0)" } ?? " (no page: the owner is not known)"
            return "Photo by \(name) on Flickr\(page)"
        case .undo(let changedSomething):
            return changedSomething ? "Undid the last change." : "Nothing to undo."
        case .cancelled:
            return "Cancelled; nothing changed."
        }
    }

    /// What a whole guide holds, as transfer, backup and restore report it.
    private static func counts(_ summary: TransferStores.Summary) -> String {
        ([
            count(summary.attractions, "attraction"), count(summary.places, "place"),
            count(summary.photos, "photo"), count(summary.recents, "recent"),
        ] + (summary.members > 0 ? [count(summary.members, "member")] : [])).joined(separator: ", ")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
