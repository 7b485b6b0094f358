import Domain
import Testing
import UseCases

struct ImportCatalogTests {
    @Test func savesPlacesAndPhotosInOneCallAndCountsThem() throws {
        let store = PhotoStoreSpy()
        let places = [Place(id: "p", name: "P")]
        let photos = [Photo(id: "1"), Photo(id: "2")]

        let summary = try ImportCatalog(catalog: store)(places: places, photos: photos)

        #expect(summary.places == 1)
        #expect(summary.photos == 2)
        #expect(store.streamedBatches.count == 1)
        #expect(store.streamedBatches.first?.0 == places)
        #expect(store.streamedBatches.first?.1 == photos)
    }

    /// The summary counts what is stored: an id given twice is one photo, the later one.
    @Test func anIDGivenTwiceIsStoredAndCountedOnceWithTheLaterValue() throws {
        let store = PhotoStoreSpy()
        let photos = [Photo(id: "1", title: "first"), Photo(id: "2"), Photo(id: "1", title: "second")]
        let places = [Place(id: "p", name: "old"), Place(id: "p", name: "new")]

        let summary = try ImportCatalog(catalog: store)(places: places, photos: photos)

        #expect(summary == ImportCatalog.Summary(places: 1, photos: 2))
        #expect(store.streamedBatches.first?.0 == [Place(id: "p", name: "new")])
        #expect(store.streamedBatches.first?.1 == [Photo(id: "2"), Photo(id: "1", title: "second")])
    }

    @Test(arguments: [
        ([Place(id: String(repeating: "p", count: 257), name: "P")], [Photo](), "place", 257),
        ([], [Photo(id: String(repeating: "é", count: 129))], "photo", 258),
        ([], [Photo(id: "1", placeID: String(repeating: "x", count: 10_000))], "place", 10_000),
    ])
    func idsLongerThan256BytesAreRefusedAndNothingIsSaved(
        places: [Place], photos: [Photo], kind: String, bytes: Int
    ) {
        let store = PhotoStoreSpy()

        #expect(throws: CatalogIDError(kind: kind, byteCount: bytes)) {
            try ImportCatalog(catalog: store)(places: places, photos: photos)
        }
        #expect(store.streamedBatches.isEmpty)
    }

    @Test func anIDOfExactly256BytesIsAccepted() throws {
        let store = PhotoStoreSpy()
        let id = String(repeating: "é", count: 128)

        #expect(try ImportCatalog(catalog: store)(places: [], photos: [Photo(id: id)]).photos == 1)
    }
}

/// `ImportCatalog(streaming:)`: what `photos import` runs, batch by batch into one atomic save.
struct StreamingImportCatalogTests {
    @Test func handsEntriesToTheStoreInBatchesAndCountsDistinctIDs() throws {
        let store = PhotoStoreSpy()
        let count = ImportCatalog.batchSize * 2 + 1

        let summary = try ImportCatalog(catalog: store)(streaming: { sink in
            try sink.add(Place(id: "p", name: "P"))
            for index in 0..<count { try sink.add(Photo(id: "\(index % (count - 1))")) }
        })

        // count - 1 distinct photo ids (the last repeats id "0") and one place.
        #expect(summary == ImportCatalog.Summary(places: 1, photos: count - 1))
        #expect(store.streamedBatches.map { $0.0.count + $0.1.count } == [1_000, 1_000, 2])
        #expect(store.streamedBatches.first?.0 == [Place(id: "p", name: "P")])
        #expect(store.streamedBatches.last?.1 == [Photo(id: "\(count - 2)"), Photo(id: "0")])
    }

    @Test func anErrorWhileReadingSavesNothingAndComesBack() {
        struct Bad: Error, Equatable {}
        let store = PhotoStoreSpy()

        #expect(throws: Bad()) {
            try ImportCatalog(catalog: store)(streaming: { sink in
                for index in 0..<1_500 { try sink.add(Photo(id: "\(index)")) }
                throw Bad()
            })
        }
        #expect(store.streamedBatches.isEmpty)
    }

    @Test func anIDNoStoreTakesIsRefused() {
        let store = PhotoStoreSpy()
        let long = String(repeating: "x", count: 257)

        #expect(throws: CatalogIDError(kind: "place", byteCount: 257)) {
            try ImportCatalog(catalog: store)(streaming: { sink in
                try sink.add(Photo(id: "1", placeID: long))
            })
        }
        #expect(store.streamedBatches.isEmpty)
    }
}

/// `CollectedCatalog`, how the stores held in memory take a streamed import: whole, up to their limit.
struct CollectingImportTests {
    private func collect(_ count: Int, limit: Int) throws -> (places: [Place], photos: [Photo]) {
        try CollectedCatalog.collect(limit: limit) { write in
            try write([Place(id: "p", name: "P")], [])
            try write([], (1..<count).map { Photo(id: "\($0)") })
        }
    }

    @Test func upToTheLimitEverythingIsCollected() throws {
        let collected = try collect(5, limit: 5)

        #expect(collected.places == [Place(id: "p", name: "P")])
        #expect(collected.photos == ["1", "2", "3", "4"].map { Photo(id: $0) })
    }

    @Test func oneEntryOverTheLimitCollectsNothing() {
        #expect(throws: CollectedImportError(limit: 5)) { try collect(6, limit: 5) }
    }

    @Test func theLimitIsNamedInTheMessage() {
        #expect(
            CollectedImportError(limit: 20_000).message
                == "too large to import: it has more than the 20000 entries Outings imports at once into a "
                + "store held in memory (memory: or defaults:); import it into SQLite or PostgreSQL")
    }
}

/// The summary's count of distinct ids, whichever way an id is written: ids are the same when their
/// bytes are, as in the SQL stores (Python's `len(set(id.encode() for id in ids))` gives each figure).
struct ImportSummaryCountTests {
    @Test(arguments: [
        (["1", "01", "1", "001", "10", "1.0", "+1", "-1", "-1"], 7),
        (["999999999999999999", "9999999999999999999", "999999999999999999", "0", "00", "0"], 4),
        (["12345678", "012345678", "12345678", "1234567", "1234567 ", "123456789012345678901234567890"], 5),
        (["a", "A", "é", "", "123", "123a", "123", "１２３", "e\u{301}"], 8),
        (
            [
                "abcdefg", "abcdefgh", "abcdefgh", String(repeating: "x", count: 256),
                String(repeating: "x", count: 255),
            ], 4
        ),
    ])
    func countsEachIDOnce(ids: [String], distinct: Int) throws {
        let summary = try ImportCatalog(catalog: PhotoStoreSpy())(streaming: { sink in
            for id in ids { try sink.add(Photo(id: id)) }
        })

        #expect(summary.photos == distinct)
    }

    /// Enough ids that every one of the sets they are split over holds many.
    @Test func countsAHundredThousandIDsOfEveryKind() throws {
        let ids = (0..<100_000).flatMap { n in ["\(n)", "\(10_000_000 + n)", "photo-number-\(n)", "p\(n)"] }

        let summary = try ImportCatalog(catalog: PhotoStoreSpy())(streaming: { sink in
            for id in ids + ids.prefix(1_000) { try sink.add(Photo(id: id)) }
        })

        #expect(summary.photos == 400_000)
    }
}
