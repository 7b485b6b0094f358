import UseCases

/// Where a page of photos sits and where the reader can go: "Photos 31-60 of 200", previous and
/// next, and the page numbers worth a link (the first, the last and two either side of this
/// one, gaps between). Numbers only: each view makes its own addresses.
public struct PageNavigationViewModel: Equatable, Sendable {
    /// A page number (the current one marked) or a gap between numbers.
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
    /// Which of the place's photos the pages hold; each page link keeps it.
    public let licences: LicenceChoice
    /// How many of the place's photos the choice kept ("12 of 40 photos are free to reuse");
    /// empty for all photos, where `summary` says it.
    public let licenceCount: String
    /// The licence choices, to page 1 of each; none for a place without photos.
    public let choices: [Choice]

    /// One licence choice: its label and whether the page shows it.
    public struct Choice: Equatable, Sendable {
        public let label: String
        public let licences: LicenceChoice
        public let isCurrent: Bool
    }

    static let reach = 2

    public init(_ page: PhotoPage) {
        summary =
            page.photos.isEmpty ? "" : "Photos \(page.firstPosition)-\(page.lastPosition) of \(page.total)"
        previous = page.number > 1 ? page.number - 1 : nil
        next = page.number < page.pageCount ? page.number + 1 : nil
        licences = page.licences
        licenceCount = Self.licenceCount(page)
        choices = page.placeTotal == 0 ? [] : Self.choices(current: page.licences)
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

    private static func licenceCount(_ page: PhotoPage) -> String {
        guard page.licences == .reuse else { return "" }
        // "1 of 40 photos is", "0 of 1 photo is", "0 of 40 photos are".
        let photos = page.placeTotal == 1 ? "photo" : "photos"
        let verb = page.total == 1 || page.placeTotal == 1 ? "is" : "are"
        return "\(page.total) of \(page.placeTotal) \(photos) \(verb) free to reuse"
    }

    private static func choices(current: LicenceChoice) -> [Choice] {
        [(LicenceChoice.all, "All licences"), (.reuse, "Free to reuse")].map {
            Choice(label: $0.1, licences: $0.0, isCurrent: $0.0 == current)
        }
    }
}
