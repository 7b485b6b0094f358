import Domain
import Testing
import UseCases

/// A value Outings never writes (edited by hand in the database) is never guessed and never stops
/// the read: the field reads as not known, its stored text is kept in `unreadable`, and the
/// store's `problems()` names the attraction and the field, on both SQL backends.
struct StoredChoicesDamageTests {
    @Test(
        arguments: SQLBackend.allCases,
        [
            ("ages = 'twelve'", AttractionField.ages, "twelve"),
            ("hours = 'Mo 25:00-26:00'", .hours, "Mo 25:00-26:00"),
            ("latitude = 95, longitude = 0", .location, "95.0,0.0"), ("latitude = 10", .location, "10.0,"),
        ])
    func aDamagedValueIsReportedNotGuessed(
        backend: SQLBackend, damage: (sql: String, field: AttractionField, stored: String)
    ) throws {
        let database = try backend.makeDatabase()
        try database.open().attractions.add(Attraction(id: "zoo", name: "Zoo"))
        try database.execute("UPDATE attractions SET \(damage.sql) WHERE id = 'zoo'")

        let stores = try database.open()
        let read = try #require(try stores.attractions.attraction(id: "zoo"))

        #expect(read.unreadable == [damage.field: damage.stored])
        #expect(read.text(of: damage.field).isEmpty)
        #expect(
            try stores.guide.problems().contains {
                $0.contains("attraction zoo has a stored \(damage.field)")
            })
        // Saving another field writes the stored text back as it was.
        try stores.attractions.replace(try read.applying([(.description, "kept")]))
        #expect(try stores.attractions.attraction(id: "zoo")?.unreadable == [damage.field: damage.stored])
    }

    /// A store from before the choices' migration reads with none, read-only without migrating;
    /// a writable open adds the columns and keeps every attraction.
    @Test(arguments: SQLBackend.allCases)
    func aStoreFromBeforeTheChoicesGainsThemAndKeepsItsAttractions(backend: SQLBackend) throws {
        let database = try backend.makeDatabase()
        try database.open().guide.replaceGuide(
            with: Guide(
                attractions: [Attraction(id: "zoo", name: "Zoo", version: 3)], places: [], photos: [],
                recents: []),
            replacing: true)
        try database.execute(
            """
            ALTER TABLE attractions DROP COLUMN ages;
            ALTER TABLE attractions DROP COLUMN cost;
            ALTER TABLE attractions DROP COLUMN hours;
            ALTER TABLE attractions DROP COLUMN address;
            ALTER TABLE attractions DROP COLUMN latitude;
            ALTER TABLE attractions DROP COLUMN longitude;
            ALTER TABLE attractions DROP COLUMN tags;
            DELETE FROM schema_migrations WHERE id = '2026-12-06-attraction-choices';
            """)

        // Closed before the writable open: a store opened to read holds its snapshot, and on
        // PostgreSQL the snapshot's share locks make the migration's ALTER TABLE wait.
        do {
            let readOnly = try database.openReadOnly()
            #expect(try readOnly.attractions.attractions().map(\.storedChoices) == [StoredChoices()])
            #expect(
                try database.value(
                    "SELECT count(*) FROM schema_migrations WHERE id = '2026-12-06-attraction-choices'")
                    == "0")
        }

        let stores = try database.open()
        var zoo = try #require(try stores.attractions.attraction(id: "zoo"))
        #expect(zoo.version == 3)
        zoo.ages = try AgeRange(text: "3+")
        try stores.attractions.replace(zoo)
        #expect(try stores.attractions.attractions().map { $0.ages?.text } == ["3+"])
    }
}
