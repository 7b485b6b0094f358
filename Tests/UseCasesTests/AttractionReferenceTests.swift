import Domain
import Testing
import UseCases

/// An attraction named by its list number, whole id, id start, whole name, word start or any part
/// of its name, case and accents ignored; the first form that matches decides.
struct AttractionReferenceTests {
    /// Ids and names chosen so that each form has a case of its own: "3" is a whole id of digits
    /// (standing at position 4), "12ab" starts like a number, two names share "park".
    private static let guide: [(id: String, name: String)] = [
        ("6f1d2c3a-0001", "Fort Collins Museum of Discovery"),
        ("6f1d2c3a-0002", "City Park"),
        ("b7e0", "Café Élan"),
        ("3", "Spring Canyon Park"),
        ("12ab", "Dinosaur Hall"),
        ("c0de", "Park"),
    ]

    /// A reference on a store holding `guide` in that order.
    private func reference(_ guide: [(id: String, name: String)] = guide) -> (
        AttractionReference, AttractionStoreSpy
    ) {
        let store = AttractionStoreSpy()
        store.stored = guide.enumerated().map { index, entry in
            Attraction(id: entry.id, name: entry.name, position: index + 1)
        }
        return (AttractionReference(store: store), store)
    }

    @Test(arguments: [
        // The whole id, even one made only of digits.
        ("6f1d2c3a-0002", "6f1d2c3a-0002"), ("3", "3"),
        // List numbers: 1 is the top; digits that are not a whole id are a number.
        ("1", "6f1d2c3a-0001"), ("4", "3"), ("5", "12ab"), (" 2 ", "6f1d2c3a-0002"), ("06", "c0de"),
        // Whole names, ignoring case and accents.
        ("city park", "6f1d2c3a-0002"), ("CAFE ELAN", "b7e0"), ("café élan", "b7e0"),
        ("Cafe\u{301} E\u{301}lan", "b7e0"), ("park", "c0de"),
        // The start of an id, ignoring case.
        ("6F1D2C3A-0001", "6f1d2c3a-0001"), ("B7", "b7e0"), ("12A", "12ab"),
        // The start of a word of a name, then any part of one.
        ("museum", "6f1d2c3a-0001"), ("DISCO", "6f1d2c3a-0001"), ("elan", "b7e0"), ("canyon", "3"),
        ("saur", "12ab"), ("ollins", "6f1d2c3a-0001"),
    ])
    func eachFormNamesItsAttraction(text: String, expectedID: String) throws {
        let (reference, _) = reference()

        #expect(try reference.attraction(named: text).id == expectedID)
    }

    @Test(arguments: [
        // Two word starts ("Park" itself is a whole name, so "park" is not ambiguous).
        ("par", 3, ["6f1d2c3a-0002", "3", "c0de"]),
        ("6f1d", 2, ["6f1d2c3a-0001", "6f1d2c3a-0002"]),
        // Parts of two names, neither at a word start.
        ("an", 2, ["b7e0", "3"]),
    ])
    func textMatchingSeveralByOneFormListsThemInListOrder(text: String, count: Int, ids: [String]) {
        let (reference, _) = reference()

        let ambiguous = #expect(throws: AmbiguousAttraction.self) { try reference.attraction(named: text) }

        #expect(ambiguous?.count == count)
        #expect(ambiguous?.candidates.map(\.id) == ids)
        let listNumbers = ids.map { id in (Self.guide.firstIndex { $0.id == id } ?? -1) + 1 }
        #expect(ambiguous?.candidates.map(\.position) == listNumbers)
    }

    @Test(arguments: [("zzz", AttractionReferenceError.notFound("zzz")), ("", .notFound(""))])
    func textMatchingNothingIsNotFound(text: String, expected: AttractionReferenceError) {
        #expect(throws: expected) { try reference().0.attraction(named: text) }
    }

    @Test func aNumberPastTheEndSaysHowFarTheListGoes() {
        #expect(throws: AttractionReferenceError.noSuchNumber(7, count: 6)) {
            try reference().0.attraction(named: "7")
        }
        #expect(
            AttractionReferenceError.noSuchNumber(7, count: 6).description
                == "no attraction number 7: the list has 6 attractions, numbered 1 to 6")
    }

    /// Three attractions whose ids and names start with digits a slip of a list number could be.
    private static let digitStarts: [(id: String, name: String)] = [
        ("9f00-0001", "Route 66"), ("0c00-0002", "7 Pools"), ("20251104-0003", "Dinosaur Hall"),
    ]

    /// "9" in a list of three, or "0", never falls through to an id start ("9f00", "0c00") or a
    /// word of a name ("7 Pools", "Route 66"): `remove 9 --yes` must not remove one of those.
    @Test(arguments: [("9", 9), ("0", 0), ("00", 0), (" 7 ", 7), ("66", 66), ("2025110", 2_025_110)])
    func aNumberPastTheEndIsNoSuchNumberWhateverStartsWithIt(text: String, number: Int) {
        #expect(throws: AttractionReferenceError.noSuchNumber(number, count: 3)) {
            try reference(Self.digitStarts).0.attraction(named: text)
        }
    }

    /// A name made only of digits is still that attraction when the number is past the end.
    @Test func aNumberPastTheEndThatIsAWholeNameIsThatAttraction() throws {
        let guide = [(id: "9f00-0001", name: "Route 9"), (id: "c0de-0002", name: "9")]

        #expect(try reference(guide).0.attraction(named: "9").id == "c0de-0002")
    }

    /// A short id (8 characters) made only of digits still names its attraction.
    @Test func digitsAsLongAsAShortIDPastTheEndAreAnIDStart() throws {
        #expect(try reference(Self.digitStarts).0.attraction(named: "20251104").id == "20251104-0003")
    }

    @Test func anExactIDIsOneReadAndNoWalk() throws {
        let (reference, store) = reference()

        _ = try reference.attraction(named: "b7e0")

        #expect(store.messages == [.find("b7e0")])
    }

    @Test func aNumberEndsTheWalkAtItsAttraction() throws {
        let store = WalkCountingStore(names: ["A", "B", "C", "D"])

        #expect(try AttractionReference(store: store).attraction(named: "2").name == "B")
        #expect(store.handedOver == 2)
    }

    @Test func moreCandidatesThanAreListedAreCountedButNotKept() {
        let store = WalkCountingStore(names: (1...30).map { "Park \($0)" })

        let ambiguous = #expect(throws: AmbiguousAttraction.self) {
            try AttractionReference(store: store).attraction(named: "park")
        }

        #expect(ambiguous?.count == 30)
        #expect(ambiguous?.candidates.count == 20)
    }
}

/// A store that counts how many attractions its walk handed over before the walk ended.
private final class WalkCountingStore: AttractionStore, @unchecked Sendable {
    private let stored: [Attraction]
    private(set) var handedOver = 0

    init(names: [String]) {
        stored = names.enumerated().map { Attraction(id: "id-\($0)", name: $1, position: $0 + 1) }
    }

    func attractions() throws -> [Attraction] { stored }
    func readGuide<T>(_ body: (any GuideReader) throws -> T) throws -> T {
        try body(Walk(store: self))
    }

    /// Counts each attraction as it is handed over.
    private struct Walk: GuideReader {
        let store: WalkCountingStore

        func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
            for attraction in store.stored {
                store.handedOver += 1
                try body(attraction)
            }
        }
        func forEachPlace(_ body: (Place) throws -> Void) throws {}
        func forEachPhoto(_ body: (Photo) throws -> Void) throws {}
        func readRecents() throws -> [Photo] { [] }
        func readLicences() throws -> [PhotoLicence] { [] }
    }
    func attraction(id: String) throws -> Attraction? { stored.first { $0.id == id } }
    func add(_ attraction: Attraction) throws -> Attraction { attraction }
    func replace(_ attraction: Attraction) throws -> Attraction { attraction }
    func remove(id: String) throws {}
    func move(id: String, to position: Int) throws -> Attraction { stored[0] }
}
