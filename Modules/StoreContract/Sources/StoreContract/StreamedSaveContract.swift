import Domain
import UseCases

/// `saveStreaming`, the port `photos import` writes through: every batch or none, on every backend.
struct StreamedSaveContract: ContractSuite {
    let run: ContractRun

    private struct Failure: Error, Equatable {}

    private func photos(_ ids: ClosedRange<Int>, title: String = "") -> [Photo] {
        ids.map { Photo(id: "\($0)", title: title, placeID: "p") }
    }

    func saveStreamingSavesEveryBatchAndUpdatesByID() throws {
        let sut = try makeStores()
        try sut.catalog.save(places: [Place(id: "p", name: "Old")], photos: photos(1...1, title: "old"))

        try sut.catalog.saveStreaming { write in
            try write([Place(id: "p", name: "New")], photos(1...3, title: "first"))
            try write([Place(id: "q", name: "Q")], photos(3...5, title: "second"))
        }

        let expected = photos(1...2, title: "first") + photos(3...5, title: "second")
        expect(try sut.catalog.allPhotos().sorted { $0.id < $1.id } == expected)
        expect(
            try sut.catalog.places().sorted { $0.id < $1.id } == [
                Place(id: "p", name: "New"), Place(id: "q", name: "Q"),
            ])
    }

    /// A failure after batches were written (the last entry of a file is bad) leaves the catalog
    /// as it was, and the producer's own error comes back unchanged.
    func saveStreamingThatThrowsAfterWritingLeavesTheCatalogAsItWas() throws {
        let sut = try makeStores()
        let before = photos(1...2, title: "before")
        try sut.catalog.save(places: [Place(id: "p", name: "P")], photos: before)

        expect(throws: Failure()) {
            try sut.catalog.saveStreaming { write in
                try write([Place(id: "p", name: "Changed")], photos(1...3, title: "after"))
                try write([], photos(4...6))
                throw Failure()
            }
        }

        expect(try sut.catalog.allPhotos().sorted { $0.id < $1.id } == before)
        expect(try sut.catalog.places() == [Place(id: "p", name: "P")])
    }

    func saveStreamingOfNothingChangesNothing() throws {
        let sut = try makeStores()
        try sut.catalog.save(places: [], photos: photos(1...1))

        try sut.catalog.saveStreaming { _ in }

        expect(try sut.catalog.allPhotos() == photos(1...1))
    }

    /// The licence list given with a save lands with its batches, or not at all; without one the
    /// stored list stays.
    func licencesGivenWithASaveLandWithItsBatchesOrNotAtAll() throws {
        let sut = try makeStores()
        let kept = [PhotoLicence.fetched(id: "4", name: "Kept", url: nil)]
        try sut.catalog.save(places: [], photos: [], licences: kept)

        expect(throws: Failure()) {
            try sut.catalog.saveStreaming(licences: []) { write in
                try write([], photos(1...1))
                throw Failure()
            }
        }
        expect(try sut.catalog.photoLicences() == kept)
        try sut.catalog.save(places: [], photos: photos(1...1))
        expect(try sut.catalog.photoLicences() == kept)

        let fetched = [PhotoLicence.fetched(id: "9", name: "New", url: "https://example.org")]
        try sut.catalog.save(places: [], photos: photos(2...2), licences: fetched)
        expect(try sut.catalog.photoLicences() == fetched)
        expect(try sut.catalog.allPhotos().sorted { $0.id < $1.id } == photos(1...2))
    }
}

extension StreamedSaveContract {
    static let specs: [ContractSpec] = [
        spec("saveStreamingSavesEveryBatchAndUpdatesByID") {
            try Self(run: $0).saveStreamingSavesEveryBatchAndUpdatesByID()
        },
        spec("saveStreamingThatThrowsAfterWritingLeavesTheCatalogAsItWas") {
            try Self(run: $0).saveStreamingThatThrowsAfterWritingLeavesTheCatalogAsItWas()
        },
        spec("saveStreamingOfNothingChangesNothing") {
            try Self(run: $0).saveStreamingOfNothingChangesNothing()
        },
        spec("licencesGivenWithASaveLandWithItsBatchesOrNotAtAll") {
            try Self(run: $0).licencesGivenWithASaveLandWithItsBatchesOrNotAtAll()
        },
    ]
}
