import Domain

/// What a person may type to name one attraction, in the order the forms are tried (the first form
/// that matches anything decides):
/// 1. its whole id, exactly (so an id made only of digits is still that attraction);
/// 2. its number in the list (`3`: the third, 1 is the top), text made only of digits 0-9;
/// 3. its whole name, ignoring case and accents ("city park", "CAFE" for "Café");
/// 4. the start of its id, ignoring case (the short id a list shows);
/// 5. the start of a word of its name ("dino" for "Dinosaur Museum"), ignoring case and accents;
/// 6. any part of its name ("saur"), ignoring case and accents.
/// When a form matches several attractions the text is ambiguous (`AmbiguousAttraction`), and no
/// later form is tried; when none matches it is `AttractionReferenceError.notFound`.
/// A number past the end of the list is `.noSuchNumber` unless it is a whole name ("1999"), or has
/// at least `shortIDLength` digits: a slip of a list number ("9" in a list of 8, or "0") must not
/// name whichever attraction's id or name happens to start with it, while a short id made only of
/// digits ("20251104") still names its attraction.
/// Names fold as `PlaceNameOrder` folds place names, so Outings has one idea of which letters are
/// the same.
public struct AttractionReference: Sendable {
    /// At most this many candidates are kept for the listing of an ambiguous text.
    public static let listedCandidates = 20
    /// The fewest characters of an id that a list shows as its short id.
    public static let shortIDLength = 8

    private let store: any AttractionStore

    public init(store: any AttractionStore) {
        self.store = store
    }

    /// The attraction `text` names. An exact id costs one read; a number a walk of the store up to
    /// its attraction; anything else one whole walk (a number past the end as long as a short id one more).
    public func attraction(named text: String) throws -> Attraction {
        if let exact = try store.attraction(id: text) { return exact }
        return try resolve(text)
    }

    /// As `attraction(named:)`, for a caller that already knows `text` is no whole id.
    func resolve(_ text: String) throws -> Attraction {
        var search = Search(text)
        if let number = search.number {
            // Counted only, up to the number: a number past the end (rare) walks again for the rest.
            var seen = 0
            do {
                try store.forEachAttraction { attraction in
                    seen += 1
                    if seen == number { throw Found(attraction: attraction) }
                }
            } catch let found as Found {
                return found.attraction
            }
            search.onlyWholeNames = search.digitCount < Self.shortIDLength
        }
        try store.forEachAttraction { search.consider($0) }
        return try search.outcome()
    }
}

/// Ends a walk at the numbered attraction: the rest of the list cannot change the answer.
private struct Found: Error {
    let attraction: Attraction
}

/// One walk's findings for every form after the number, in the order of the list.
private struct Search {
    let text: String
    let number: Int?
    /// How many digits the text has when it is only digits (blanks around them aside).
    let digitCount: Int
    /// Set for a short number past the end, which may only be a whole name.
    var onlyWholeNames = false
    let folded: [Unicode.Scalar]
    let idPrefix: String
    private var seen = 0
    /// Matches per form after the number: whole name, id start, word start, any part.
    private var matches = Array(repeating: Matches(), count: 4)

    init(_ text: String) {
        self.text = text
        let trimmed = text.trimmingWhitespace
        number = trimmed.allSatisfy { ("0"..."9").contains($0) } ? Int(trimmed) : nil
        digitCount = number == nil ? 0 : trimmed.count
        folded = Self.fold(trimmed)
        idPrefix = text.lowercased()
    }

    mutating func consider(_ attraction: Attraction) {
        seen += 1
        if !idPrefix.isEmpty, attraction.id.lowercased().hasPrefix(idPrefix) { matches[1].add(attraction) }
        guard !folded.isEmpty else { return }
        switch NameMatch(of: folded, in: Self.fold(attraction.name)) {
        case .whole: matches[0].add(attraction)
        case .wordStart: matches[2].add(attraction)
        case .part: matches[3].add(attraction)
        case nil: break
        }
    }

    func outcome() throws -> Attraction {
        let forms = onlyWholeNames ? matches.prefix(1) : matches[...]
        guard let decided = forms.first(where: { $0.count > 0 }) else {
            if let number { throw AttractionReferenceError.noSuchNumber(number, count: seen) }
            throw AttractionReferenceError.notFound(text)
        }
        guard decided.count > 1 else { return decided.kept[0] }
        throw AmbiguousAttraction(text: text, count: decided.count, candidates: decided.kept)
    }

    /// `PlaceNameOrder`'s folding, read straight from the bytes of an ASCII name (most names),
    /// where that folding is only lowercasing: a walk folds every name it passes.
    static func fold(_ name: String) -> [Unicode.Scalar] {
        var ascii: [Unicode.Scalar] = []
        ascii.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            guard byte < 0x80 else { return Array(PlaceNameOrder(name).folded.unicodeScalars) }
            ascii.append(Unicode.Scalar((0x41...0x5A).contains(byte) ? byte + 0x20 : byte))
        }
        return ascii
    }
}

/// The attractions one form matched: every one counted, the first few kept for the listing.
private struct Matches {
    private(set) var count = 0
    private(set) var kept: [Attraction] = []

    mutating func add(_ attraction: Attraction) {
        count += 1
        if kept.count < AttractionReference.listedCandidates { kept.append(attraction) }
    }
}

/// How folded text sits in a folded name, the closest fit first.
private enum NameMatch {
    case whole, wordStart, part

    init?(of text: [Unicode.Scalar], in name: [Unicode.Scalar]) {
        if text == name {
            self = .whole
            return
        }
        guard text.count <= name.count else { return nil }
        var best: NameMatch?
        for start in 0...(name.count - text.count) where name[start...].starts(with: text) {
            let before = name[max(start - 1, 0)].properties
            let atWord = start == 0 || !(before.isAlphabetic || before.numericType != nil)
            if atWord {
                self = .wordStart
                return
            }
            best = .part
        }
        guard let best else { return nil }
        self = best
    }
}
