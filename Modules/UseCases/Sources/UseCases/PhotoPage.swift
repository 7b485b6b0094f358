import Domain

/// One page of a place's photos: which page of how many, and where its photos sit among all.
public struct PhotoPage: Equatable, Sendable {
    /// Flickr's community guidelines: at most 30 photos on one page.
    public static let size = 30

    public let photos: [Photo]
    /// From 1.
    public let number: Int
    /// At least 1: a place without photos has one, empty, page.
    public let pageCount: Int
    /// Photos on every page: those of the place that `licences` keeps.
    public let total: Int
    /// Which of the place's photos the pages hold.
    public let licences: LicenceChoice
    /// Photos of the place before `licences` chose among them.
    public let placeTotal: Int

    /// The place-wide position of the first photo here, from 1 (0 when there is none).
    public var firstPosition: Int { photos.isEmpty ? 0 : (number - 1) * Self.size + 1 }
    public var lastPosition: Int { photos.isEmpty ? 0 : firstPosition + photos.count - 1 }

    /// Pages `total` photos fill; 1 for none.
    public static func pageCount(of total: Int) -> Int { max(1, (total + size - 1) / size) }

    /// Page `number` of `kept`, the photos of a place (`placeTotal` of them, all by default)
    /// that `licences` kept: the choice comes before paging, so every page but the last is full.
    /// Nil when there is no such page.
    public static func of(
        _ kept: [Photo], number: Int, licences: LicenceChoice = .all, placeTotal: Int? = nil
    ) -> PhotoPage? {
        let pageCount = pageCount(of: kept.count)
        guard (1...pageCount).contains(number) else { return nil }
        let start = (number - 1) * size
        let photos = Array(kept[start..<min(kept.count, start + size)])
        return PhotoPage(
            photos: photos, number: number, pageCount: pageCount, total: kept.count, licences: licences,
            placeTotal: placeTotal ?? kept.count)
    }
}

/// A page number a place does not have (or text that is no page number).
public struct PhotoPageError: Error, Equatable, CategorizedError {
    public let pageCount: Int

    public init(pageCount: Int) { self.pageCount = pageCount }

    public var category: ErrorCategory { .notFound }
    public var message: String {
        "no such page of photos: this place has \(pageCount == 1 ? "1 page" : "\(pageCount) pages")"
    }
}

extension BrowsePlaces {
    /// Page `number` of the photos of a place that the `licence` choice keeps, in
    /// `photos(inPlace:)`'s order. Both are the text a person gave: `number` nil is page 1, only a
    /// plain decimal page number the kept photos fill is accepted, anything else is
    /// `PhotoPageError`; `licence` is a `license=` value (`LicenceChoice(query:)`), another is
    /// `LicenceChoiceError`. An unknown place is `StoreError.notFound`.
    public func photoPage(inPlace placeID: String, number text: String?, licence: String? = nil) throws
        -> PhotoPage
    {
        guard let licences = LicenceChoice(query: licence) else {
            throw LicenceChoiceError(value: licence ?? "")
        }
        let all = try photos(inPlace: placeID, limit: Int.max)
        let digits = text ?? "1"
        // Int("+2") and Int("02") are 2: only digits without a leading zero name a page, so every
        // page has one address.
        let isDecimal = DecimalText.isDigits(digits[...]) && !digits.hasPrefix("0")
        let kept: [Photo]
        if licences == .all {
            kept = all
        } else {
            let known = try self.licences()
            kept = all.filter { licences.keeps($0, by: known) }
        }
        guard isDecimal, let number = Int(digits),
            let page = PhotoPage.of(kept, number: number, licences: licences, placeTotal: all.count)
        else {
            throw PhotoPageError(pageCount: PhotoPage.pageCount(of: kept.count))
        }
        return page
    }
}
