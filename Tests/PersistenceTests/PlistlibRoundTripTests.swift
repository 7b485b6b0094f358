import Domain
import Foundation
import Persistence
import TestSupport
import Testing
import UseCases

/// The defaults store writes its plist itself (no Foundation): Python's `plistlib` reads what it
/// wrote, and writes suites (binary and XML) holding other programs' keys that the store edits
/// and must hand back unchanged, types and all.
struct PlistlibRoundTripTests {
    private let fixture: PlistSuiteFixture

    init() throws { fixture = try PlistSuiteFixture() }

    /// A photo the store saves, a Python expression on its dictionary `p`, and what Python's
    /// `ascii()` of it must print (written by hand from plistlib's types).
    struct WrittenPhoto: Sendable, CustomTestStringConvertible {
        let photo: Photo
        let expression: String
        let expected: String
        var testDescription: String { expression + " == " + expected }
    }

    static let writtenPhotos: [WrittenPhoto] = [
        .init(
            photo: Photo(id: "1", title: "Zoo é 漢字 🎈"), expression: "p['title']",
            expected: #"'Zoo \xe9 \u6f22\u5b57 \U0001f388'"#),
        // Canonically equivalent, but different text: both kept as they were.
        .init(
            photo: Photo(id: "1", title: "\u{E9}", description: "e\u{301}"),
            expression: "(p['title'], p['description']['_content'])", expected: #"('\xe9', 'e\u0301')"#),
        .init(photo: Photo(id: "1", title: ""), expression: "p['title']", expected: "''"),
        .init(
            photo: Photo(id: "1", title: String(repeating: "x", count: 300)),
            expression: "(len(p['title']), set(p['title']))", expected: "(300, {'x'})"),
        .init(
            photo: Photo(id: "1", title: String(repeating: "é", count: 20)),
            expression: "p['title'] == '\\xe9' * 20", expected: "True"),
        .init(photo: Photo(id: "1", farm: -3), expression: "p['farm']", expected: "-3"),
        .init(photo: Photo(id: "1", farm: 255), expression: "p['farm']", expected: "255"),
        .init(photo: Photo(id: "1", farm: 256), expression: "p['farm']", expected: "256"),
        .init(photo: Photo(id: "1", farm: 70_000), expression: "p['farm']", expected: "70000"),
        .init(photo: Photo(id: "1", farm: 5_000_000_000), expression: "p['farm']", expected: "5000000000"),
        .init(photo: Photo(id: "1", farm: Int.max), expression: "p['farm']", expected: "9223372036854775807"),
        .init(
            photo: Photo(id: "1", farm: Int.min), expression: "p['farm']", expected: "-9223372036854775808"),
        .init(
            photo: Photo(id: "1", latitude: 40.5, longitude: -105.125),
            expression: "(p['latitude'], p['longitude'])",
            expected: "(40.5, -105.125)"),
        .init(
            photo: Photo(id: "1", latitude: 0.1), expression: "p['latitude'].hex()",
            expected: "'0x1.999999999999ap-4'"),
        .init(
            photo: Photo(id: "1", dateUpload: 1_700_000_000, tags: ["kids", "water"]),
            expression: "(p['dateupload'], p['tags'])", expected: "('1700000000', 'kids water')"),
        .init(
            photo: Photo(id: "1"), expression: "sorted(k for k in p if k in ('farm', 'server', 'latitude'))",
            expected: "[]"),
    ]

    @Test(arguments: writtenPhotos)
    func aPhotoOutingsWroteReadsInPlistlibAsStored(written: WrittenPhoto) throws {
        try fixture.store().save(places: [], photos: [written.photo])

        let printed = try Plistlib.run(
            "p = plistlib.load(open(sys.argv[1], 'rb'))['photos'][0]; print(ascii(\(written.expression)))",
            [fixture.plistPath])

        #expect(printed == written.expected + "\n")
    }

    @Test func anAttractionOutingsWroteHasPlistlibsTypesForEveryField() throws {
        try fixture.store().add(
            Attraction(id: "a", name: "Zoo", type: "Farm", inside: true, website: "https://x.org"))

        let printed = try Plistlib.run(
            """
            d = plistlib.load(open(sys.argv[1], 'rb'))
            print(d['outingsFormat'], sorted((k, type(v).__name__, v) for k, v in d['attractions'][0].items()))
            """, [fixture.plistPath])

        #expect(
            printed
                == "1 [('description', 'str', ''), ('id', 'str', 'a'), ('inside', 'bool', True), "
                + "('name', 'str', 'Zoo'), ('position', 'int', 1), ('type', 'str', 'Farm'), "
                + "('version', 'int', 1), ('website', 'str', 'https://x.org')]\n")
    }

    /// Enough objects for two-byte references and enough bytes for four-byte offsets.
    @Test func aLargeSuiteReadsInPlistlibWhole() throws {
        let attractions = (1...600).map {
            Attraction(id: "id-\($0)", name: "Name \($0) é", description: String(repeating: "d", count: 200))
        }
        try fixture.store().replaceGuide(
            with: Guide(attractions: attractions, places: [], photos: [], recents: []), replacing: true)

        let printed = try Plistlib.run(
            """
            d = plistlib.load(open(sys.argv[1], 'rb'))['attractions']
            print(len(d), d[599]['name'], d[599]['position'], len(d[0]['description']))
            """, [fixture.plistPath])

        #expect(printed == "600 Name 600 é 600 200\n")
    }

    /// Python expressions for values another program may keep in the suite: every plist type,
    /// the edges of each integer width, counts of 15 and more, shared and nested values.
    static let foreignValues: [String] = [
        "True", "False", "0", "-1", "255", "256", "65535", "65536", "2**31", "-2**31 - 1", "2**32",
        "2**63 - 1", "-2**63", "2**63", "2**64 - 1",
        "1.0", "-0.0", "0.1", "1e300", "-2.5e-300", "float('inf')", "float('-inf')",
        "''", "'plain'", "'x' * 100", "'é漢字🎈 ' * 5", "'a & <b> \"c\" \\'d\\''", "'\\u2028 \\U0001F388'",
        "b''", "b'\\x00\\x01'", "bytes(range(256))",
        "datetime.datetime(2020, 1, 2, 3, 4, 5)", "datetime.datetime(1900, 2, 28, 23, 59, 59)",
        "datetime.datetime(2000, 2, 29)", "datetime.datetime(1, 1, 1)",
        "datetime.datetime(9999, 12, 31, 23, 59, 59)",
        "[]", "{}", "list(range(20))", "{str(i): i for i in range(20)}",
        "[1, 'x', 2.5, True, b'\\x00', [[]], {'k': {}}, 'x', 1]",
        // Canonically equivalent keys (equal as Swift Strings) that are two keys to plistlib.
        "{'\\xe9': 1, 'e\\u0301': 2}",
        "{'nested': {'deeper': [{'when': datetime.datetime(2020, 1, 1), 'ключ': 'значение'}]}}",
    ]

    /// Python writes a suite with the value under a key of its own and one of Outings'
    /// attractions; the store reads the attraction, adds one, and Python finds its key unchanged.
    @Test(arguments: ["FMT_BINARY", "FMT_XML"], foreignValues)
    func anotherProgramsKeyIsKeptThroughAnEdit(format: String, value: String) throws {
        try Plistlib.run(
            """
            root = {'attractions': [{'id': 'a', 'name': 'Zoo', 'position': 1, 'version': 1}],
                    'other': \(value), 'com.example.flag': True}
            open(sys.argv[1], 'wb').write(plistlib.dumps(root, fmt=plistlib.\(format)))
            """, [fixture.plistPath])
        let store = try fixture.store()
        #expect(try store.attractions().map(\.name) == ["Zoo"])

        try store.add(Attraction(id: "b", name: "Farm"))

        let printed = try Plistlib.run(
            """
            raw = open(sys.argv[1], 'rb').read()
            d = plistlib.loads(raw)
            print(raw[:8], canon(d['other']) == canon(\(value)), canon(d['com.example.flag']) == canon(True),
                  [a['name'] for a in d['attractions']])
            """, [fixture.plistPath])
        #expect(printed == "b'bplist00' True True ['Zoo', 'Farm']\n")
    }
}
