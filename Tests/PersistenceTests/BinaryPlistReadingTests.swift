import Domain
import Foundation
import Persistence
import TestSupport
import Testing
import UseCases

/// The defaults store reads binary plists with its own reader (`BinaryPlistReader`). These files are written
/// by Python's `plistlib`, a writer independent of it, so the values expected are the ones the
/// file really holds.
struct BinaryPlistReadingTests {
    private let fixture: PlistSuiteFixture

    init() throws { fixture = try PlistSuiteFixture() }

    /// Writes `literal` (a Python expression) as a plist with plistlib, binary unless `format`
    /// names another of its formats (`FMT_XML`).
    private func writePlist(_ literal: String, format: String = "FMT_BINARY") throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import plistlib, sys; open(sys.argv[1], 'wb').write(plistlib.dumps(\(literal), "
                + "fmt=plistlib.\(format)))",
            fixture.plistPath,
        ]
        process.environment = ["PATH": "/usr/bin:/bin"]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
    }

    /// XML too: the store's XML reader must give the same values and types.
    @Test(arguments: ["FMT_BINARY", "FMT_XML"])
    func everyFieldTypeReadsAsPlistlibWroteIt(format: String) throws {
        // Integers of 1, 2, 4 and 8 bytes (the 8-byte one a count: versions stop at 2^31 - 1) and a
        // negative one; reals; text that plistlib writes as
        // UTF-16 (not ASCII); a long string (its count after the marker); shared strings; data, a
        // date and a nested dictionary in a field Outings does not read.
        try writePlist(
            """
            {'outingsFormat': 1,
             'attractions': [
               {'id': 'a', 'name': 'Zoo é 漢字 🎈', 'type': 'Farm', 'inside': True,
                'description': 'x' * 300, 'website': 'https://example.com/', 'position': 1, 'version': 70000},
               {'id': 'b', 'name': 'Farm', 'type': 'Farm', 'inside': False, 'description': '',
                'website': '', 'position': 2, 'version': 200,
                'extra': [b'\\x00\\x01', __import__('datetime').datetime(2020, 1, 2), {'k': 1.5}]}],
             'removedAttractions': {'gone': 300},
             'places': [{'place_id': 'p1', '_content': 'Fort Collins', 'photo_count': 5000000000}],
             'photos': [{'id': '101', 'title': 'Fountain\\u2028', 'description': {'_content': 'Kids'},
                'ownername': 'Ana', 'owner': '1@N0', 'place_id': 'p1', 'tags': 'a b', 'farm': -3,
                'server': '65281', 'secret': 's', 'latitude': 40.5, 'longitude': -105,
                'dateupload': '1700000000'}],
             'recents': []}
            """, format: format)

        let store = try fixture.store()

        #expect(
            try store.attractions() == [
                Attraction(
                    id: "a", name: "Zoo é 漢字 🎈", type: "Farm", inside: true,
                    description: String(repeating: "x", count: 300), website: "https://example.com/",
                    position: 1, version: 70000),
                Attraction(id: "b", name: "Farm", type: "Farm", position: 2, version: 200),
            ])
        #expect(try store.places() == [Place(id: "p1", name: "Fort Collins", photoCount: 5_000_000_000)])
        #expect(
            try store.allPhotos() == [
                Photo(
                    id: "101", title: "Fountain\u{2028}", description: "Kids", ownerName: "Ana",
                    owner: "1@N0",
                    placeID: "p1", farm: -3, server: "65281", secret: "s", latitude: 40.5, longitude: -105,
                    dateUpload: 1_700_000_000, tags: ["a", "b"])
            ])
        // The removed attraction's last version is remembered: bringing it back continues past it.
        try store.replaceGuide(
            with: Guide(
                attractions: [Attraction(id: "gone", name: "Back", version: 1)], places: [], photos: [],
                recents: []),
            replacing: true)
        #expect(try store.attraction(id: "gone")?.version ?? 0 > 300)
    }

    @Test(
        arguments: ["FMT_BINARY", "FMT_XML"],
        [
            (
                "{'attractions': [{'id': 'a', 'name': 'A', 'inside': 'yes', 'position': 1}]}",
                "attractions[0].inside"
            ),
            ("{'attractions': [{'id': 'a', 'name': 'A', 'position': 1.0}]}", "attractions[0].position"),
            ("{'attractions': [{'id': 'a', 'name': 'A', 'position': True}]}", "attractions[0].position"),
            ("{'photos': [{'id': 7}]}", "photos[0].id"),
            ("{'photos': [{'id': '1', 'latitude': '40'}]}", "photos[0].latitude"),
            ("{'places': {'place_id': 'p'}}", "places"),
            ("{'outingsFormat': 1.5}", "outingsFormat"),
        ]
    )
    func aValueOfTheWrongTypeIsCorruptAndTheFileIsKept(
        format: String, wrong: (literal: String, place: String)
    )
        throws
    {
        let (literal, place) = wrong
        try writePlist(literal, format: format)
        let before = try Data(contentsOf: URL(fileURLWithPath: fixture.plistPath))

        #expect { try self.fixture.store().add(Attraction(id: "new", name: "New")) } throws: { error in
            guard case StoreError.corrupt(let detail) = error else { return false }
            return detail.contains(place)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.plistPath)) == before)
    }

    @Test func keysOfAnotherProgramInABinaryPlistAreKeptThroughAWrite() throws {
        try writePlist(
            "{'attractions': [], 'other': {'when': __import__('datetime').datetime(2020, 1, 2), "
                + "'blob': b'\\x00\\x01', 'list': [1, 2.5, 'x'], 'flag': False}}")

        try fixture.store().add(Attraction(id: "a", name: "A"))

        let written = try PropertyListSerialization.propertyList(
            from: Data(contentsOf: URL(fileURLWithPath: fixture.plistPath)), format: nil)
        let other = try #require((written as? [String: Any])?["other"] as? [String: Any])
        #expect(other["blob"] as? Data == Data([0, 1]))
        #expect((other["list"] as? [Any])?.count == 3)
        #expect(other["when"] is Date)
        #expect(try fixture.store().attractions().map(\.id) == ["a"])
    }

    /// Hostile bytes: every prefix of a valid file, and every byte of it (objects, offset table,
    /// trailer) changed to a few telling values, must be read or refused, never trap or hang.
    @Test func damagedBinaryPlistsAreRefusedNeverTrapped() throws {
        let store = try fixture.store()
        try store.add(Attraction(id: "a", name: "A", description: "Goats"))
        try store.save(
            places: [Place(id: "p", name: "P")], photos: [Photo(id: "1", title: "T", placeID: "p")])
        let valid = try Data(contentsOf: URL(fileURLWithPath: fixture.plistPath))
        var damaged: [Data] = (0..<valid.count).map { valid.prefix($0) }
        for index in 0..<valid.count {
            for value: UInt8 in [0x00, 0x01, 0x0F, 0x7F, 0xFF] {
                var bytes = valid
                bytes[index] = value
                damaged.append(bytes)
            }
        }
        var refused = 0
        for bytes in damaged {
            try bytes.write(to: URL(fileURLWithPath: fixture.plistPath))
            do {
                _ = try store.guide()
            } catch is StoreError {
                refused += 1  // corrupt, or a format number from a newer Outings
            }
        }
        #expect(refused > valid.count / 2)
    }
}
