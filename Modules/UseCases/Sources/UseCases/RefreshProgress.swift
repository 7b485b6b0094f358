/// How far a refresh has got: the Flickr pages fetched so far and the places or photos they held.
/// Reported after each page, so an app can show that a long fetch is moving.
public struct RefreshProgress: Equatable, Sendable {
    public var pages: Int
    public var items: Int

    public init(pages: Int, items: Int) {
        self.pages = pages
        self.items = items
    }
}
