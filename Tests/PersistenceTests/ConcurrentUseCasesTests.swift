import Domain
import Testing
import UseCases

/// The concurrency contract (docs/architecture.md): one store and the use
/// cases built on it are shared by many tasks at once, and nothing is lost or duplicated. Each
/// test starts 16 tasks on one backend; the expectations are counted from what the tasks did.
struct ConcurrentUseCasesTests {
    private static let tasks = 16
    private static let addsPerTask = 10

    @Test(arguments: Backend.allCases)
    func attractionsAddedFromSixteenTasksAreAllKeptInOneGaplessOrder(backend: Backend) async throws {
        let sut = try backend.makeStores()
        let save = EditAttractions(store: sut.attractions)

        let saved = try await withThrowingTaskGroup(of: [Attraction].self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    try (0..<Self.addsPerTask).map { number in
                        let editing = AttractionEditSession(editing: save.newDraft(), saving: save)
                        try editing.editor.set(.name, to: "Task \(task) number \(number)")
                        return try editing.editor.save()
                    }
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }

        let total = Self.tasks * Self.addsPerTask
        let listed = try save.list()
        #expect(listed.map(\.position) == Array(1...total))
        #expect(Set(listed.map(\.id)).count == total)
        #expect(Set(listed.map(\.name)) == Set(expectedNames()))
        #expect(listed.allSatisfy { $0.version == 1 })
        // What each save returned is exactly what the list holds.
        #expect(saved.sorted { $0.position < $1.position } == listed)
    }

    @Test(arguments: Backend.allCases)
    func photosShownFromSixteenTasksAreEachRecordedOnce(backend: Backend) async throws {
        let sut = try backend.makeStores()
        let photos = (0..<Self.tasks).map { Photo(id: "photo-\($0)", title: "Photo \($0)", placeID: "p") }
        _ = try ImportCatalog(catalog: sut.catalog)(
            places: [Place(id: "p", name: "Park, US")], photos: photos)
        let view = ViewPhotos(catalog: sut.catalog, recents: sut.recents)

        // Each task shows its own photo ten times: a lost update would drop a photo, a torn one
        // would repeat it.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for photo in photos {
                group.addTask {
                    for _ in 0..<Self.addsPerTask { _ = try view.show(photoID: photo.id) }
                }
            }
            try await group.waitForAll()
        }

        let recents = try view.recents()
        #expect(recents.count == Self.tasks)
        #expect(Set(recents) == Set(photos))
    }

    @Test(arguments: Backend.allCases)
    func recentsStayAtMostTwentyWithoutDuplicatesWhileSixteenTasksShowAndReadThem(backend: Backend)
        async throws
    {
        let sut = try backend.makeStores()
        let photos = (0..<40).map { Photo(id: "photo-\($0)", placeID: "p") }
        _ = try ImportCatalog(catalog: sut.catalog)(places: [], photos: photos)
        let view = ViewPhotos(catalog: sut.catalog, recents: sut.recents)
        let browse = BrowsePlaces(catalog: sut.catalog)

        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    for number in 0..<Self.addsPerTask {
                        _ = try view.show(photoID: photos[(task * 7 + number) % photos.count].id)
                        let seen = try view.recents()
                        #expect(seen.count <= RecentsPolicy.defaultLimit)
                        #expect(Set(seen.map(\.id)).count == seen.count)
                        #expect(try browse.photos(inPlace: "p", limit: 100).count == photos.count)
                    }
                }
            }
            try await group.waitForAll()
        }

        let recents = try view.recents()
        #expect(recents.count == RecentsPolicy.defaultLimit)
        #expect(Set(recents.map(\.id)).count == recents.count)
        #expect(recents.allSatisfy(photos.contains))
    }

    private func expectedNames() -> [String] {
        (0..<Self.tasks).flatMap { task in (0..<Self.addsPerTask).map { "Task \(task) number \($0)" } }
    }
}
