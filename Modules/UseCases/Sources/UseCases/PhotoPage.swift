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
    /// Photos of the place on every page.
    public let total: Int

    /// The place-wide position of the first photo here, from 1 (0 when there is none).
    public var firstPosition: Int { photos.isEmpty ? 0 : (number - 1) * Self.size + 1 }
    public var lastPosition: Int { photos.isEmpty ? 0 : firstPosition + photos.count - 1 }

    /// Pages `total` photos fill; 1 for none.
    public static func pageCount(of total: Int) -> Int { max(1, (total + size - 1) / size) }

    /// Page `number` of `all`; nil when there is no such page.
    public static func of(_ all: [Photo], number: Int) -> PhotoPage? {
        let pageCount = pageCount(of: all.count)
        guard (1...pageCount).contains(number) else { return nil }
        let start = (number - 1) * size
        let photos = Array(all[start..<min(all.count, start + size)])
        return PhotoPage(photos: photos, number: number, pageCount: pageCount, total: all.count)
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
    /// Page `number` of all the photos of a place, in `photos(inPlace:)`'s order. `number` is the
    /// text a person gave (nil is page 1): only a plain decimal page number the place has is
    /// accepted, anything else is `PhotoPageError`; an unknown place is `StoreError.notFound`.
    public func photoPage(inPlace placeID: String, number text: String?) throws -> PhotoPage {
        let all = try photos(inPlace: placeID, limit: Int.max)
        let digits = text ?? "1"
        // Int("+2") is 2: only digits name a page, so every page has one address.
        guard DecimalText.isDigits(digits[...]), let number = Int(digits),
            let page = PhotoPage.of(all, number: number)
        else {
            throw PhotoPageError(pageCount: PhotoPage.pageCount(of: all.count))
        }
        return page
    }
}
