import Domain
import PersistencePostgres
import TestSupport
import Testing
import UseCases

/// A PostgreSQL store opened to read reads one snapshot for as long as it is open, as SQLite's
/// does: what one command reads agrees with itself whatever another process writes meanwhile.
struct PostgresReadSnapshotTests {
    @Test func aStoreOpenedToReadReadsOneSnapshot() throws {
        let url = try TestPostgres.freshDatabaseURL()
        let writer = try PostgresStore(url: url)
        try writer.add(Attraction(id: "a", name: "First"))
        try writer.recordEdit(of: "a", AttractionEdit(memberID: nil, at: 100))

        let reader = try PostgresStore(url: url, access: .readOnly)
        #expect(try reader.attractions().map(\.name) == ["First"])
        try writer.replace(Attraction(id: "a", name: "Renamed", version: 1))
        try writer.recordEdit(of: "a", AttractionEdit(memberID: nil, at: 200))
        try writer.add(Attraction(id: "b", name: "Second"))
        try writer.updateRecents { _ in [Photo(id: "1")] }

        #expect(try reader.attraction(id: "a")?.name == "First")
        #expect(try reader.lastEdit(of: "a") == AttractionEdit(memberID: nil, at: 100))
        #expect(try reader.attractions().map(\.id) == ["a"])
        #expect(try reader.recents().isEmpty)
        var walked: [String] = []
        try reader.forEachAttraction { walked.append($0.name) }
        #expect(walked == ["First"])
        let later = try PostgresStore(url: url, access: .readOnly)
        #expect(try later.attractions().map(\.name) == ["Renamed", "Second"])
    }
}
