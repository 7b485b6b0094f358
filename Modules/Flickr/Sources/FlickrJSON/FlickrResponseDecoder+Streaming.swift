import PlatformFoundation

/// `photos import` reads files of millions of entries: building them all (and the tree they come
/// from) would cost memory in proportion to the file many times over, so entries are handed over
/// one at a time as they are read, and how many a file may hold is the store's business.
extension FlickrResponseDecoder {
    /// Values kept from one entry: a photo has 19, a place 3.
    static let entryMaxValues = 1_000
    /// Text kept from one entry: the limit a whole page has, so any entry a page may hold fits.
    public static let entryMaxTextBytes = maxTextBytes

    /// Reads the same responses as `decode`, handing each place or photo to `each` as soon as it
    /// is read, and returns how many there were. The same rules hold, per entry; the response's
    /// own shape and `stat` are checked after its entries, so `each` must be undoable: the caller
    /// writes inside one transaction and rolls it back when this throws. Errors thrown by `each`
    /// pass through; the file's own are `FlickrJSONError`s. A response holding both `photos` and
    /// `places` is refused (`decode` would read only its photos, which a stream cannot know in time).
    public static func decodeEntries(_ data: Data, each: (FlickrEntry) throws -> Void) throws -> Int {
        var count = 0
        let skeleton = try JSONReader.stream(
            data, keys: keys, maxValues: maxValues, maxTextBytes: maxTextBytes,
            entryMaxValues: entryMaxValues, entryMaxTextBytes: entryMaxTextBytes
        ) { value, path in
            count += 1
            try each(try entry(value, path: path))
        }
        try checkShape(skeleton)
        return count
    }

    /// The checks `decode` makes around the entries, on the tree left once they were handed over.
    private static func checkShape(_ skeleton: JSONValue) throws(FlickrJSONError) {
        if case .array = skeleton { return }
        guard case .object(let object) = skeleton else {
            throw .wrongShape(path: "$", problem: "expected an object or an array")
        }
        try rejectFailure(object)
        switch (object["photos"], object["places"]) {
        case (let photos?, nil): _ = try decodeContainer(photos, key: "photo", path: "photos")
        case (nil, let places?): _ = try decodeContainer(places, key: "place", path: "places")
        case (.some, .some):
            throw .wrongShape(
                path: "$", problem: "holds both \"photos\" and \"places\"; import them as two files")
        case (nil, nil): throw .wrongShape(path: "$", problem: "expected a \"photos\" or \"places\" response")
        }
    }
}
