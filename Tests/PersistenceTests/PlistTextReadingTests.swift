import Domain
import Foundation
import Persistence
import TestSupport
import Testing
import UseCases

/// Text plists (XML, and old-style OpenStep) are read by the store's own XML reader and by
/// FoundationEssentials' decoder: a malformed or hostile file is `StoreError.corrupt`, is never
/// written over, and never traps.
struct PlistTextReadingTests {
    private let fixture: PlistSuiteFixture

    init() throws { fixture = try PlistSuiteFixture() }

    private static func xml(_ body: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>\#(body)</dict></plist>"#
    }

    /// Files no plist reader should accept; `%FF` stands for that byte (not UTF-8).
    static let unreadable: [String] = [
        xml("<key>attractions</key>"),
        #"<?xml version="1.0"?><plist><dict><key>attractions</key><array>"#,
        xml("<key>other</key><set/>"),
        xml("<key>other</key><array></dict>"),
        xml("<key>other&bogus;</key><true/>"),
        xml("<key>other</key><string>&#xD800;</string>"),
        xml("<key>other</key><string>%FF</string>"),
        xml("<key>other</key><integer>18446744073709551616</integer>"),
        xml("<key>other</key><integer>-9223372036854775809</integer>"),
        xml("<key>other</key><integer>1.5</integer>"),
        xml("<key>other</key><integer>--1</integer>"),
        xml("<key>other</key><integer></integer>"),
        xml("<key>other</key><real>one</real>"),
        xml("<key>other</key><date>2021-02-29T00:00:00Z</date>"),
        xml("<key>other</key><date>2020-01-01</date>"),
        xml("<key>other</key><data>!!</data>"),
        xml("<key>other</key><string>a<b/></string>"),
        xml("<key>other</key><true>x</true>"),
        xml("<key>other</key><true/><key>other</key><false/>"),
        xml("<key>other</key>"),
        xml("<key>other</key><true/>") + "trailing",
        #"<?xml version="1.0" encoding="UTF-16"?><plist><dict/></plist>"#,
        xml("<key>other</key>" + String(repeating: "<array>", count: 5000)),
        String(repeating: "(", count: 5000),
        "{ other = (; }",
    ]

    @Test(arguments: unreadable)
    func aTextPlistNoReaderCanTakeIsCorruptAndKept(contents: String) throws {
        let bytes = Data(contents.utf8).split(separator: UInt8(ascii: "%"), omittingEmptySubsequences: false)
            .enumerated().reduce(into: Data()) { data, part in
                // "%FF" marks a 0xFF byte: the two hex digits are replaced by it.
                data += part.offset == 0 ? part.element : [0xFF] + part.element.dropFirst(2)
            }
        try bytes.write(to: URL(fileURLWithPath: fixture.plistPath))

        #expect { try self.fixture.store().add(Attraction(id: "new", name: "New")) } throws: { error in
            guard case StoreError.corrupt(let detail) = error else { return false }
            return detail.hasSuffix("not a readable property list")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.plistPath)) == bytes)
    }

    /// Every prefix of an XML plist holding every type is read whole or refused, never trapped.
    @Test func everyPrefixOfAnXMLPlistIsReadOrRefused() throws {
        try Plistlib.run(
            """
            root = {'attractions': [{'id': 'a', 'name': 'Zoo &amp; <é>', 'position': 1, 'version': 2**31 - 1}],
                    'other': [b'\\x00\\x01', datetime.datetime(2020, 1, 2), -1.5, 2**40, {'k': [True, False]}]}
            open(sys.argv[1], 'wb').write(plistlib.dumps(root, fmt=plistlib.FMT_XML))
            """, [fixture.plistPath])
        let valid = try Data(contentsOf: URL(fileURLWithPath: fixture.plistPath))
        let store = try fixture.store()
        #expect(try store.attractions().map(\.version) == [2_147_483_647])

        var refused = 0
        for length in 0..<valid.count {
            try valid.prefix(length).write(to: URL(fileURLWithPath: fixture.plistPath))
            do {
                _ = try store.guide()
            } catch is StoreError {
                refused += 1
            }
        }
        // Only white space may be cut from the end of a whole document.
        #expect(refused >= valid.count - 2)
    }

    /// An old-style plist's strings and data are kept as such through an edit.
    @Test func anOpenStepPlistIsReadAndItsKeysKept() throws {
        try Data(#"{ other = ( "12", <0001>, { k = v; } ); }"#.utf8).write(
            to: URL(fileURLWithPath: fixture.plistPath))

        try fixture.store().add(Attraction(id: "a", name: "Zoo"))

        let printed = try Plistlib.run(
            "d = plistlib.load(open(sys.argv[1], 'rb')); print(d['other'], [a['name'] for a in d['attractions']])",
            [fixture.plistPath])
        #expect(printed == "['12', b'\\x00\\x01', {'k': 'v'}] ['Zoo']\n")
    }
}
