import Domain
import Foundation
import Testing
import UseCases

/// Positions are counted from order keys when read (see Domain's AttractionOrder), so
/// these runs compare every backend against a plain array doing the same moves, removes and adds.
@Suite struct AttractionOrderTests {
    /// A fixed pseudo-random sequence (a 64-bit LCG), so a failure repeats exactly.
    struct Steps {
        private var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next(below bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test(arguments: Backend.allCases)
    func manyMovesRemovesAndAddsKeepPositionsOneBasedAndGapFree(backend: Backend) throws {
        let sut = try backend.makeStores()
        var expected: [String] = []
        var added = 0
        func add() throws {
            added += 1
            let id = "a\(added)"
            try sut.attractions.add(Attraction(id: id, name: id))
            expected.append(id)
        }
        for _ in 0..<12 { try add() }
        var steps = Steps(seed: 13)
        for step in 0..<160 {
            let choice = steps.next(below: 10)
            if choice < 2 || expected.count < 3 {
                try add()
            } else if choice < 3 {
                let id = expected.remove(at: steps.next(below: expected.count))
                try sut.attractions.remove(id: id)
            } else {
                // Moves to the front and just behind it, again and again, use up the gap between two
                // keys (about ten halvings), so respacing is exercised too.
                let id = expected[steps.next(below: expected.count)]
                let target = choice < 6 ? 1 + steps.next(below: 2) : 1 + steps.next(below: expected.count)
                try sut.attractions.move(id: id, to: target)
                expected.removeAll { $0 == id }
                expected.insert(id, at: target - 1)
            }
            let listed = try sut.attractions.attractions()
            #expect(listed.map(\.id) == expected, "after step \(step)")
            #expect(listed.map(\.position) == expected.indices.map { $0 + 1 })
            let probe = expected[steps.next(below: expected.count)]
            #expect(
                try sut.attractions.attraction(id: probe)?.position
                    == expected.firstIndex(of: probe).map { $0 + 1 },
                "position of \(probe) after step \(step)")
        }
        #expect(try sut.guide.problems() == [])
    }

    @Test(arguments: Backend.allCases)
    func addReturnsThePositionAfterTheLastAndShowAgreesAfterRemoves(backend: Backend) throws {
        let sut = try backend.makeStores()
        for id in ["a", "b", "c", "d"] { try sut.attractions.add(Attraction(id: id, name: id)) }
        try sut.attractions.remove(id: "b")
        try sut.attractions.move(id: "d", to: 1)

        let stored = try sut.attractions.add(Attraction(id: "e", name: "e"))

        #expect(stored.position == 4)
        #expect(
            try ["d", "a", "c", "e"].map { try sut.attractions.attraction(id: $0)?.position } == [1, 2, 3, 4])
    }
}
