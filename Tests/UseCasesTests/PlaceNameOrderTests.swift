import TestSupport
import Testing
import UseCases

struct PlaceNameOrderTests {
    /// A hand-written order: sorting any arrangement of `expected` must give it back.
    struct OrderCase: Sendable, CustomTestStringConvertible {
        let rule: String
        let expected: [String]
        var testDescription: String { rule }
    }

    static let orders: [OrderCase] = [
        OrderCase(rule: "letters ignore case", expected: ["apple", "Banana", "cherry", "DATE"]),
        OrderCase(rule: "an accented letter sorts with its base", expected: ["Ecuador", "Éire", "Estonia"]),
        OrderCase(
            rule: "accents break ties, the leftmost first", expected: ["cote", "coté", "côte", "côté"]),
        OrderCase(rule: "names one case apart: exact text, capital first", expected: ["France", "france"]),
        OrderCase(rule: "exact text by code point", expected: ["ZZ", "Zz", "zZ", "zz"]),
        OrderCase(
            rule: "decomposed and precomposed share a place; code points decide",
            expected: ["Evian", "E\u{301}vian", "e\u{301}vian", "Évian", "évian", "Evians"]),
        OrderCase(
            rule: "marks after one letter in either order weigh the same",
            expected: ["e\u{301}\u{323}x", "e\u{323}\u{301}x", "é\u{323}x", "ey"]),
        OrderCase(rule: "ß reads as ss, after it", expected: ["Strasse", "Straße", "Strassen"]),
        OrderCase(rule: "ß within a word", expected: ["Masse", "Maße", "Maßstab", "Mast"]),
        OrderCase(rule: "Æ reads as ae", expected: ["Ad", "Ae", "Æble", "Aeg", "Af"]),
        OrderCase(rule: "Ø reads as o", expected: ["Ørsta", "Osaka", "Oslo", "Øvre"]),
        OrderCase(rule: "Ł and ź read as l and z", expected: ["Lodz", "Łódź", "Lodzkie"]),
        OrderCase(
            rule: "Œ and Þ read as oe and th", expected: ["Oeiras", "Œuvre", "Thingvellir", "Þórsmörk"]),
        OrderCase(
            rule: "dotless ı (its own code point) before the dot of İ (U+0307)",
            expected: ["Istanbul", "ıstanbul", "İstanbul", "Izmir"]),
        OrderCase(
            rule: "digits by code point, not by value", expected: ["10 Downing", "1st Street", "2nd Avenue"]),
        OrderCase(rule: "digits before letters", expected: ["9", "A", "a"]),
        OrderCase(rule: "the empty name first", expected: ["", " ", "A"]),
        OrderCase(
            rule: "space and punctuation before letters, by code point",
            expected: ["St Louis", "St-Denis", "St. Louis", "St_Ives", "Sta"]),
        OrderCase(rule: "punctuation before digits before letters", expected: ["A:B", "A1", "AB"]),
        OrderCase(rule: "Spanish marks are punctuation", expected: ["¡Hola", "¿Qué?", "Adiós"]),
        OrderCase(rule: "a prefix first", expected: ["Paris", "Paris, France", "Parisian"]),
        OrderCase(
            rule: "other scripts after Latin, by code point", expected: ["Zurich", "Αθήνα", "Москва", "東京"]),
        OrderCase(rule: "Greek ignores case", expected: ["Αθήνα", "αθήνα", "Βόλος"]),
        OrderCase(rule: "Cyrillic ignores case", expected: ["Москва", "москва", "Мурманск"]),
        OrderCase(rule: "a leading mark is an accent", expected: ["a", "\u{301}a", "b"]),
    ]

    @Test(arguments: orders)
    func sorting_givesTheHandWrittenOrder(_ order: OrderCase) {
        for arrangement in Self.arrangements(of: order.expected) {
            let sorted = arrangement.sorted(by: PlaceNameOrder.precedes)
            // Scalars, because String's == calls "É" and "E\u{301}" equal.
            #expect(Self.scalars(sorted) == Self.scalars(order.expected), "from \(arrangement)")
        }
    }

    @Test(arguments: [
        ("Éire", "eire"), ("ÆBLE", "aeble"), ("Straße", "strasse"), ("Øresund", "oresund"),
        ("Łódź", "lodz"), ("E\u{301}vian", "evian"), ("Þingvellir", "thingvellir"), ("Œuvre", "oeuvre"),
        ("Ĳssel", "ijssel"), ("İzmir", "izmir"), ("Ÿ", "y"), ("Đakovo", "dakovo"), ("Ħamrun", "hamrun"),
        ("ÇANAKKALE", "canakkale"), ("Ångström", "angstrom"), ("Kraków", "krakow"), ("", ""),
        ("Αθήνα", "αθήνα"), ("東京", "東京"), ("St. Louis", "st. louis"), ("1st", "1st"),
    ])
    func folded_isLowercaseWithLatinLettersAsTheirBase(name: String, folded: String) {
        #expect(Array(PlaceNameOrder(name).folded.unicodeScalars) == Array(folded.unicodeScalars))
    }

    @Test func everyLetterOfLatin1SupplementAndExtendedA_foldsToASCIILetters() {
        let letters = (0xC0...0x17F).compactMap(Unicode.Scalar.init).filter(\.properties.isAlphabetic)
        #expect(letters.count == 190)  // 0xC0-0x17F less "×" and "÷"
        for letter in letters {
            let folded = PlaceNameOrder(String(letter)).folded
            #expect(
                !folded.isEmpty && folded.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }, "\(letter)")
        }
    }

    /// Names from every rule above plus look-alikes: the order must be a strict total order on
    /// their scalars, which is what `sorted(by:)` needs.
    static let pool: [String] = Array(Set(orders.flatMap(\.expected).map { Array($0.unicodeScalars) }))
        .map { String(String.UnicodeScalarView($0)) }

    @Test func comparison_isIrreflexiveAsymmetricAndTotal() {
        let keys = Self.pool.map(PlaceNameOrder.init)
        for (i, first) in keys.enumerated() {
            #expect(!(first < first), "\(Self.pool[i])")
            for (j, second) in keys.enumerated() where i != j {
                #expect((first < second) != (second < first), "\(Self.pool[i]) vs \(Self.pool[j])")
            }
        }
    }

    @Test func comparison_isTransitive() {
        let keys = Self.pool.map(PlaceNameOrder.init)
        for a in keys {
            for b in keys where a < b {
                for c in keys where b < c { #expect(a < c) }
            }
        }
    }

    @Test func sortingThePool_doesNotDependOnInputOrder() {
        var generator = SplitMix64(seed: 17)
        let reference = Self.scalars(Self.pool.sorted(by: PlaceNameOrder.precedes))
        for _ in 0..<50 {
            let shuffled = Self.pool.shuffled(using: &generator)
            #expect(Self.scalars(shuffled.sorted(by: PlaceNameOrder.precedes)) == reference)
        }
    }

    private static func scalars(_ names: [String]) -> [[Unicode.Scalar]] {
        names.map { Array($0.unicodeScalars) }
    }

    /// Every permutation of a short list (up to 6 names: 720), else reversed and each rotation.
    private static func arrangements(of names: [String]) -> [[String]] {
        guard names.count <= 6 else {
            return [names.reversed()] + names.indices.map { Array(names[$0...] + names[..<$0]) }
        }
        guard let first = names.first else { return [[]] }
        return arrangements(of: Array(names.dropFirst())).flatMap { rest in
            (0...rest.count).map { position in
                var arranged = rest
                arranged.insert(first, at: position)
                return arranged
            }
        }
    }

    /// The ASCII shortcut folds as the full rule does; written as the expected scalars, not read
    /// back from either.
    @Test(arguments: [
        ("City Park", "city park"), ("MUSEUM-2", "museum-2"), ("", ""), ("Café Zoo", "cafe zoo"),
        ("E\u{301}TÉ", "ete"), ("Straße", "strasse"),
    ])
    func foldedScalarsMatchTheFoldingRule(name: String, expected: String) {
        #expect(PlaceNameOrder.foldedScalars(of: name) == Array(expected.unicodeScalars))
    }
}
