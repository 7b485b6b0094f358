import Foundation
import TestSupport
import Testing

/// The rows `photos import` writes into SQLite, read by the `sqlite3` program column by column
/// (`quote`, so NULL and empty text differ) and compared with rows written out by hand: escapes,
/// non-ASCII text and tags, numbers given as strings or numbers, absent fields, and text longer
/// than any row before it.
struct ImportedRowsAcceptanceTests {
    private static let file = #"""
        {"photos":{"page":1,"pages":1,"photo":[
         {"id":"5000000000","owner":"20254327@N06","secret":"6dece80799","server":"65281","farm":66,
          "title":"Photo 0 of the fountain","ispublic":1,"description":{"_content":"Children playing"},
          "dateupload":"1700000000","ownername":"Ana Ruiz","tags":"city kids family",
          "latitude":"40.618468","longitude":"-105.105438","accuracy":"16","context":0,
          "place_id":"place0","woeid":"2378426","originalsecret":"26ef82d1a3","originalformat":"jpg",
          "license":"4"},
         {"id":5000000001,"title":"Caf\u00e9 \"Le Nord\" \/ 🎈","description":"one\nline\tmore",
          "ownername":"a\\b","tags":"été  kids","farm":"7","dateupload":9007199254740993,
          "latitude":0,"longitude":0,"accuracy":0,"place_id":"p1"},
         {"id":"5000000002","title":"","tags":"a/b \"q\"","dateupload":"-5"},
         {"id":"5000000003","title":"@LONG@","place_id":"p1","latitude":"-33.5","longitude":"151.25",
          "accuracy":3,"dateupload":"9007199254740993"}
        ]},"stat":"ok"}
        """#
    /// More than the bytes of every earlier row's text together, and not ASCII.
    private static let long = String(repeating: "ü", count: 300) + " end"

    private static let expected = [
        "'5000000000'|'Photo 0 of the fountain'|'Children playing'|'Ana Ruiz'|'20254327@N06'|'place0'|66"
            + #"|'65281'|'6dece80799'|'26ef82d1a3'|'jpg'|40.618468|-105.105438|1700000000|'["city","kids","family"]'"#
            + "|16|'4'",
        "'5000000001'|'Café \"Le Nord\" / 🎈'|'one\nline\tmore'|'a\\b'|''|'p1'|7|NULL|NULL|NULL|NULL|NULL|NULL"
            + #"|9007199254740993|'["été","kids"]'|NULL|NULL"#,
        "'5000000002'|''|''|''|''|''|NULL|NULL|NULL|NULL|NULL|NULL|NULL|-5"
            + #"|'["a\/b","\"q\""]'|NULL|NULL"#,
        // A whole number sent as text is read through a Double (as Flickr's numeric strings always
        // were), so beyond 2^53 it rounds; sent as a number it is taken digit for digit (above).
        "'5000000003'|'\(long)'|''|''|''|'p1'|NULL|NULL|NULL|NULL|NULL|-33.5|151.25|9007199254740992|'[]'|3|NULL",
    ]

    @Test func everyColumnHoldsWhatTheFileSaid() throws {
        let cli = try OutingsBinary()
        let path = cli.home.appendingPathComponent("rows.sqlite").path
        let json = Self.file.replacingOccurrences(of: "@LONG@", with: Self.long)

        let imported = try cli.run(
            ["photos", "import", try cli.file("photos.json", json), "--store", "sqlite:" + path])
        let columns = [
            "id", "title", "description", "owner_name", "owner", "place_id", "farm", "server", "secret",
            "original_secret", "original_format", "latitude", "longitude", "date_upload", "tags", "accuracy",
            "license",
        ]
        let rows = try SQLiteShell.run(
            path,
            "SELECT " + columns.map { "quote(\($0))" }.joined(separator: ", ") + " FROM photos ORDER BY id")

        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "Imported 0 places and 4 photos.\n")
        #expect(rows == Self.expected.joined(separator: "\n") + "\n")
    }
}
