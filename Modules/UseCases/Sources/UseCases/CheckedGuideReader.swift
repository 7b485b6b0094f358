import Domain

/// A guide read to be copied (a transfer, a backup): an attraction id Outings would not write
/// (`AttractionID`) is damage (`StoreError.corrupt`, exit 74), met before that attraction is
/// written anywhere; each id is also handed to `seen`, so the edit stamps of exactly the
/// attractions copied can follow them.
public struct CheckedGuideReader: GuideReader {
    let reader: any GuideReader
    let seen: (String) -> Void

    public init(_ reader: any GuideReader, seen: @escaping (String) -> Void = { _ in }) {
        self.reader = reader
        self.seen = seen
    }

    public func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
        try reader.forEachAttraction { attraction in
            if let problem = AttractionID.problem(attraction.id) { throw StoredNumbers.damaged(problem) }
            seen(attraction.id)
            try body(attraction)
        }
    }
    public func forEachPlace(_ body: (Place) throws -> Void) throws { try reader.forEachPlace(body) }
    public func forEachPhoto(_ body: (Photo) throws -> Void) throws { try reader.forEachPhoto(body) }
    public func readRecents() throws -> [Photo] { try reader.readRecents() }
    public func readLicences() throws -> [PhotoLicence] { try reader.readLicences() }
}
