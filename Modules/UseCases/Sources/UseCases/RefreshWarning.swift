/// Something a refresh could not do without failing as a whole: the refresh still succeeds, and
/// the app says this once it is done (the CLI on standard error, as "warning: ...").
public struct RefreshWarning: Equatable, Sendable {
    /// One line; it may quote Flickr's own words, so an app makes it safe before showing it.
    public let message: String

    public init(message: String) {
        self.message = message
    }

    /// `flickr.photos.licenses.getInfo` failed: credits go on naming licences from the list
    /// kept (`hadStoredList`) or from the documented table.
    static func licencesNotFetched(_ error: any Error, hadStoredList: Bool) -> RefreshWarning {
        let reason = (error as? any CategorizedError)?.message ?? String(describing: error)
        let kept = hadStoredList ? "the licence names fetched before" : "the licence names Flickr documents"
        return RefreshWarning(message: "could not fetch Flickr's licences (\(reason)); credits keep \(kept)")
    }
}
