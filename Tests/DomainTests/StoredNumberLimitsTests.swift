import Domain
import Testing

/// The ranges Outings writes for order keys and versions, and that no step computed from a value
/// at their edges (or past them) can overflow: every expectation is a literal.
@Suite struct StoredNumberLimitsTests {
    @Test func theRangesAreTheDocumentedOnes() {
        #expect(AttractionOrder.keys == 0...4_611_686_018_427_387_903)
        #expect(AttractionOrder.positions == 1...4_611_686_018_427_387_903)
        #expect(AttractionVersion.range == 1...2_147_483_647)
    }

    static let placements: [(Int64?, Int64?, AttractionOrder.Placement?)] = [
        (nil, nil, .key(1_099_511_627_776)),
        (2048, nil, .key(3072)),
        (nil, 2048, .key(1024)),
        (1024, 4096, .key(2560)),
        (4_611_686_018_427_386_879, nil, .key(4_611_686_018_427_387_903)),
        (4_611_686_018_427_386_880, nil, .respaceList),
        (4_611_686_018_427_387_903, nil, .respaceList),
        (nil, 1024, .key(0)),
        (nil, 1023, .respaceList),
        (nil, 0, .respaceList),
        (3_145_728, 3_145_729, .respaceBucket(3)),
        (0, 4_611_686_018_427_387_903, .key(2_305_843_009_213_693_951)),
        // Outside the range, shared or out of order: damage, whatever the arithmetic would give.
        (9_223_372_036_854_775_000, nil, nil),
        (Int64.max, nil, nil),
        (nil, Int64.min, nil),
        (-1, 5, nil),
        (4_611_686_018_427_387_904, nil, nil),
        (Int64.min, Int64.max, nil),
        (7, 7, nil),
        (9, 7, nil),
    ]

    @Test(arguments: placements)
    func placementBetweenKeys(low: Int64?, high: Int64?, expected: AttractionOrder.Placement?) {
        #expect(AttractionOrder.placement(between: low, and: high) == expected)
    }

    static let positionKeys: [(Int, Int64)] = [
        (1, 1_099_511_628_800),
        (0, 1_099_511_627_776),
        (4_503_598_553_628_671, 4_611_686_018_427_386_880),
        (4_503_598_553_628_672, 4_611_686_018_427_387_903),
        (Int.max, 4_611_686_018_427_387_903),
    ]

    @Test(arguments: positionKeys)
    func keysForPositionsStayInTheRange(position: Int, expected: Int64) {
        #expect(AttractionOrder.key(forPosition: position) == expected)
    }

    static let versionsAfter: [(Int, Int?)] = [
        (1, 2), (2_147_483_646, 2_147_483_647), (2_147_483_647, nil), (0, nil), (-5, nil), (Int.max, nil),
        (Int.min, nil),
    ]

    @Test(arguments: versionsAfter)
    func theVersionAfter(version: Int, expected: Int?) {
        #expect(AttractionVersion.after(version) == expected)
    }

    static let copiedVersions: [(Int, Int?, Int?)] = [
        (0, nil, 1), (7, nil, 7), (0, 4, 5), (9, 4, 9), (3, 4, 5),
        (2_147_483_647, nil, 2_147_483_647), (0, 2_147_483_647, nil), (2_147_483_648, nil, nil),
        (-1, nil, nil), (Int.max, nil, nil), (0, Int.max, nil), (0, 0, nil), (0, Int.min, nil),
    ]

    @Test(arguments: copiedVersions)
    func theVersionOfACopiedAttraction(incoming: Int, removed: Int?, expected: Int?) {
        #expect(AttractionVersion.continuing(incoming, afterRemoved: removed) == expected)
    }
}
