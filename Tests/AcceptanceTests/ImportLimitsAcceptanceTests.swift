import Foundation
import Testing

/// Imported files: ids digit for digit, ids too long for any store, counts of what is stored,
/// and text that standard tools can still read, on every shared backend.
@Suite(.serialized)
struct ImportLimitsAcceptanceTests {
    @Test(arguments: SharedStore.allCases)
    func numericIDsAreTakenDigitForDigit(backend: SharedStore) throws {
        let cli = try OutingsBinary()
        let store = try backend.url(home: cli.home)
        let ids = ["9007199254740993", "123456789012345678901234", "18446744073709551616"]
        let file = "[" + ids.map { #"{"id":\#($0),"place_id":"p"}"# }.joined(separator: ",") + "]"

        let imported = try cli.run(["photos", "import", "-", "--store", store], stdin: file)
        let listed = try cli.run(["places", "photos", "p", "--json", "--store", store])

        #expect(imported.status == 0, "\(imported.stderr)")
        let rows = try #require(try listed.json() as? [[String: Any]])
        #expect(Set(rows.compactMap { $0["id"] as? String }) == Set(ids))
    }

    /// PostgreSQL's index refused a 10 KB id with 74 while SQLite stored it: now every backend
    /// refuses any id over 256 bytes with 65, before anything is written.
    @Test(arguments: SharedStore.allCases, [257, 10_000])
    func idsLongerThan256BytesAreRefusedWith65(backend: SharedStore, length: Int) throws {
        let cli = try OutingsBinary()
        let store = try backend.url(home: cli.home)
        let long = String(repeating: "7", count: length)
        let files = [
            #"[{"id":"ok"},{"id":"\#(long)"}]"#, #"[{"place_id":"\#(long)","_content":"P"}]"#,
            #"[{"id":"ok","place_id":"\#(long)"}]"#, "[{\"id\":\(long)}]",
        ]

        for file in files {
            let result = try cli.run(["photos", "import", "-", "--store", store], stdin: file)

            #expect(result.status == 65, "\(result.stderr)")
            #expect(result.stderr.contains("\(length) bytes, longer than the 256 bytes an id may have"))
        }
        #expect(try cli.run(["places", "photos", "p", "--store", store]).status == 66)
        #expect(try cli.run(["photos", "show", "ok", "--store", store]).status == 66)
    }

    @Test(arguments: SharedStore.allCases)
    func theSummaryCountsWhatIsStored(backend: SharedStore) throws {
        let cli = try OutingsBinary()
        let store = try backend.url(home: cli.home)
        let file = """
            [{"id":"1","title":"first","place_id":"p"},{"id":"2","place_id":"p"},{"id":"1","title":"last","place_id":"p"},
             {"place_id":"p","_content":"Old"},{"place_id":"p","_content":"New, Place"}]
            """

        let imported = try cli.run(["photos", "import", "-", "--store", store], stdin: file)
        let shown = try cli.run(["photos", "show", "1", "--json", "--store", store]).json() as? [String: Any]
        let places = try cli.run(["places", "--store", store]).stdout

        #expect(imported.stdout == "Imported 1 place and 2 photos.\n")
        #expect(shown?["title"] as? String == "last")
        // One section per country ("Place", after the last ", "), the place indented under it.
        #expect(places == "Place\n  p  New — Place\n")
    }

    /// The course app's plist must stay readable by standard tools whatever a title holds.
    @Test func aTitleWithControlCharactersKeepsTheDefaultsPlistReadable() throws {
        let cli = try OutingsBinary()
        let title = "\u{1B}[2Jcleared\u{7}\r\u{FFFF}"
        let file = #"[{"id":"1","title":"\u001b[2Jcleared\u0007\r\uffff","place_id":"p"}]"#

        let imported = try cli.run(["photos", "import", "-", "--store", "defaults:plain"], stdin: file)
        let shown = try cli.run(["photos", "show", "1", "--json", "--store", "defaults:plain"])
        let plist = cli.home.appendingPathComponent(".config/plain.plist").path
        let python = try cli.run(
            [
                "python3", "-c", "import plistlib,sys; plistlib.load(open(sys.argv[1],'rb')); print('ok')",
                plist,
            ],
            executable: URL(fileURLWithPath: "/usr/bin/env"))

        #expect(imported.status == 0, "\(imported.stderr)")
        #expect((try shown.json() as? [String: Any])?["title"] as? String == title)
        #expect(python.stdout == "ok\n", "\(python.stderr)")
    }
}
