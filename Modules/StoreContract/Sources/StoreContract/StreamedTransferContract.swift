import Domain
import UseCases

/// `transfer` reads its source in pieces (`readGuide`) and writes the target in batches
/// (`replaceGuide(from:)`); on every pair of backends the copy is whole, in order, and all or
/// nothing, and the emptiness check (`isEmpty`) sees a row in any table.
struct StreamedTransferContract: ContractSuite {
    let run: ContractRun

    /// More attractions and photos than one batch or cursor page (1,000) holds, with an odd rest.
    static let large = Guide(
        attractions: (1...2_345).map {
            Attraction(
                id: "a\($0)", name: "Attraction \($0)", type: "Park", inside: $0.isMultiple(of: 2),
                description: "About \($0)", position: 0, version: $0 % 5 + 1)
        },
        places: (1...3).map { (n: Int) in Place(id: "p\(n)", name: "Place \(n), Country", photoCount: n) },
        photos: (1...1_234).map {
            Photo(id: "\($0)", title: "Photo \($0)", placeID: "p\($0 % 3 + 1)", dateUpload: 1_000 + $0)
        },
        recents: [Photo(id: "7", title: "Photo 7", placeID: "p2", dateUpload: 1_007)])

    private func sorted(_ guide: Guide) -> Guide {
        Guide(
            attractions: guide.attractions, places: guide.places.sorted { $0.id < $1.id },
            photos: guide.photos.sorted { $0.id < $1.id }, recents: guide.recents)
    }

    /// What a store holding `large` returns: positions 1...n, everything else as given.
    private var expected: Guide {
        var guide = Self.large
        for index in guide.attractions.indices { guide.attractions[index].position = index + 1 }
        return sorted(guide)
    }

    func transferCopiesEveryRowInOrderAcrossBatches() throws {
        let from = try makeSource()
        let to = try makeStores()
        try from.guide.replaceGuide(with: Self.large, replacing: false)

        let summary = try TransferStores(from: from, to: to)(replace: false)

        expect(summary == TransferStores.Summary(attractions: 2_345, places: 3, photos: 1_234, recents: 1))
        let copied = sorted(try to.guide.guide())
        expect(copied.attractions == expected.attractions)
        expect(copied.places == expected.places)
        expect(copied.photos == expected.photos)
        expect(copied.recents == expected.recents)
    }

    struct SourceFailed: Error {}

    /// A source that fails after 1,500 attractions (past the first batch written).
    struct FailingReader: GuideReader {
        func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
            for attraction in large.attractions.prefix(1_500) { try body(attraction) }
            throw SourceFailed()
        }
        func forEachPlace(_ body: (Place) throws -> Void) throws {}
        func forEachPhoto(_ body: (Photo) throws -> Void) throws {}
        func readRecents() throws -> [Photo] { [] }
        func readLicences() throws -> [PhotoLicence] { [] }
    }

    func replaceGuideWhoseSourceFailsMidwayLeavesTheTargetAsItWas() throws {
        let sut = try makeStores()
        try sut.attractions.add(Attraction(id: "kept", name: "Kept"))
        try sut.catalog.save(places: [Place(id: "q", name: "Quito")], photos: [Photo(id: "9", placeID: "q")])

        expect(throws: SourceFailed.self) {
            try sut.guide.replaceGuide(from: FailingReader(), replacing: true)
        }

        expect(try sut.attractions.attractions().map(\.id) == ["kept"])
        expect(try sut.catalog.allPhotos().map(\.id) == ["9"])
        expect(
            try sut.guide.summary()
                == TransferStores.Summary(attractions: 1, places: 1, photos: 1, recents: 0))
    }

    /// A damaged source that hands one id over twice: at `repeatAt` (past the first batch when
    /// over 1,000), the first attraction's id again.
    struct RepeatingReader: GuideReader {
        let repeatAt: Int
        func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
            for index in 0..<repeatAt { try body(Attraction(id: "r\(index)", name: "R\(index)")) }
            try body(Attraction(id: "r0", name: "Again"))
        }
        func forEachPlace(_ body: (Place) throws -> Void) throws {}
        func forEachPhoto(_ body: (Photo) throws -> Void) throws {}
        func readRecents() throws -> [Photo] { [] }
        func readLicences() throws -> [PhotoLicence] { [] }
    }

    func replaceGuideFromASourceWithAnIDTwiceIsRefusedWithoutSideEffects() throws {
        for repeatAt in [2, 1_200] {
            let sut = try makeStores()
            try sut.attractions.add(Attraction(id: "kept", name: "Kept"))

            expect(throws: StoredIDs.repeated("r0")) {
                try sut.guide.replaceGuide(from: RepeatingReader(repeatAt: repeatAt), replacing: true)
            }

            expect(try sut.attractions.attractions().map(\.id) == ["kept"], "repeated at \(repeatAt)")
        }
    }

    /// A source holding an id Outings never writes is damaged: the transfer is refused as such
    /// (`StoreError.corrupt`, naming the id) and the target keeps what it had.
    func transferFromASourceWithAnIDOutingsWouldNotWriteIsRefusedWithoutSideEffects() throws {
        for (id, line) in GuideStoreContract.unwrittenIDs {
            let from = try makeSource()
            let to = try makeStores()
            try from.attractions.add(Attraction(id: "first", name: "First"))
            try from.attractions.add(Attraction(id: id, name: "Hand-made"))
            try to.attractions.add(Attraction(id: "kept", name: "Kept"))

            expect {
                try TransferStores(from: from, to: to)(replace: true)
            } throws: { error in
                if case .corrupt(let detail) = error as? StoreError { detail.hasPrefix(line) } else { false }
            }

            expect(try to.attractions.attractions().map(\.id) == ["kept"], line)
        }
    }

    enum OneRow: CaseIterable { case attraction, place, photo, recent }

    func isEmptyIsTrueOnlyWithNoRowInAnyTable() throws {
        for row in [nil] + OneRow.allCases.map(Optional.some) {
            let sut = try makeStores()
            switch row {
            case .attraction: try sut.attractions.add(Attraction(id: "a", name: "A"))
            case .place: try sut.catalog.save(places: [Place(id: "p", name: "P")], photos: [])
            case .photo: try sut.catalog.save(places: [], photos: [Photo(id: "1")])
            case .recent: try sut.recents.updateRecents { _ in [Photo(id: "1")] }
            case nil: break
            }

            expect(
                try sut.guide.summary().isEmpty == (row == nil), "\(row.map { "\($0)" } ?? "nothing") stored")
        }
    }
}

extension StreamedTransferContract {
    static let specs: [ContractSpec] = [
        spec("transferCopiesEveryRowInOrderAcrossBatches", copiesBetweenStores: true) {
            try Self(run: $0).transferCopiesEveryRowInOrderAcrossBatches()
        },
        spec("replaceGuideFromASourceWithAnIDTwiceIsRefusedWithoutSideEffects") {
            try Self(run: $0).replaceGuideFromASourceWithAnIDTwiceIsRefusedWithoutSideEffects()
        },
        spec(
            "transferFromASourceWithAnIDOutingsWouldNotWriteIsRefusedWithoutSideEffects",
            copiesBetweenStores: true
        ) {
            try Self(run: $0).transferFromASourceWithAnIDOutingsWouldNotWriteIsRefusedWithoutSideEffects()
        },
        spec("isEmptyIsTrueOnlyWithNoRowInAnyTable") {
            try Self(run: $0).isEmptyIsTrueOnlyWithNoRowInAnyTable()
        },
        spec("replaceGuideWhoseSourceFailsMidwayLeavesTheTargetAsItWas") {
            try Self(run: $0).replaceGuideWhoseSourceFailsMidwayLeavesTheTargetAsItWas()
        },
    ]
}
