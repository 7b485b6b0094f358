import Domain
import TestSupport
import Testing
import UseCases

/// A SQL store opened to read reads one snapshot for as long as it is open: what one command reads
/// agrees with itself (an attraction, its stamp, the list, the recents) whatever another process
/// writes meanwhile, and a store opened afterwards sees the writes.
struct ReadSnapshotTests {
    @Test(arguments: SQLBackend.allCases)
    func aStoreOpenedToReadReadsOneSnapshot(backend: SQLBackend) throws {
        let database = try backend.makeDatabase()
        let writer = try database.open()
        try writer.attractions.add(Attraction(id: "a", name: "First"))
        try writer.access.recordEdit(of: "a", AttractionEdit(memberID: nil, at: 100))

        let reader = try database.openReadOnly()
        #expect(try reader.attractions.attractions().map(\.name) == ["First"])
        try writer.attractions.replace(Attraction(id: "a", name: "Renamed", version: 1))
        try writer.access.recordEdit(of: "a", AttractionEdit(memberID: nil, at: 200))
        try writer.attractions.add(Attraction(id: "b", name: "Second"))
        try writer.recents.updateRecents { _ in [Photo(id: "1")] }

        #expect(try reader.attractions.attraction(id: "a")?.name == "First")
        #expect(try reader.access.lastEdit(of: "a") == AttractionEdit(memberID: nil, at: 100))
        #expect(try reader.attractions.attractions().map(\.id) == ["a"])
        var walked: [String] = []
        try reader.attractions.forEachAttraction { walked.append($0.name) }
        #expect(walked == ["First"])
        #expect(try reader.recents.recents().isEmpty)
        let later = try database.openReadOnly()
        #expect(try later.attractions.attractions().map(\.name) == ["Renamed", "Second"])
    }
}
