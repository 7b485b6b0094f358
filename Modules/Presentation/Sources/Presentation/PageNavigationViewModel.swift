import UseCases

/// Where a page of photos sits and where the reader can go: "Photos 31-60 of 200", previous and
/// next, and the page numbers worth a link (the first, the last and two either side of this
/// one, gaps between). Numbers only: each view makes its own addresses.
public struct PageNavigationViewModel: Equatable, Sendable {
    public enum Item: Equatable, Sendable {
        case page(Int, isCurrent: Bool)
        case gap
    }

    /// Empty when the page holds no photos (the list's empty message says so instead).
    public let summary: String
    public let previous: Int?
    public let next: Int?
    /// Empty when there is one page only: nothing to choose.
    public let items: [Item]

    static let reach = 2

    public init(_ page: PhotoPage) {
        summary =
            page.photos.isEmpty ? "" : "Photos \(page.firstPosition)-\(page.lastPosition) of \(page.total)"
        previous = page.number > 1 ? page.number - 1 : nil
        next = page.number < page.pageCount ? page.number + 1 : nil
        guard page.pageCount > 1 else {
            items = []
            return
        }
        let shown = Set([1, page.pageCount]).union(
            max(1, page.number - Self.reach)...min(page.pageCount, page.number + Self.reach))
        var items: [Item] = []
        var last = 0
        for number in shown.sorted() {
            if number > last + 1 { items.append(.gap) }
            items.append(.page(number, isCurrent: number == page.number))
            last = number
        }
        self.items = items
    }
}
