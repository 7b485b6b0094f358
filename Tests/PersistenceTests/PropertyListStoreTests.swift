import Domain
import Foundation
import Persistence
import TestSupport
import Testing
import UseCases

struct PropertyListStoreTests {
    private func makeStore() throws -> (PropertyListStore, TemporaryFolder) {
        let folder = try TemporaryFolder()
        return (
            try PropertyListStore(suiteName: "outings-test", environment: folder.configEnvironment), folder
        )
    }

    /// ESC and the other characters XML 1.0 cannot hold must not make the plist unreadable to a
    /// conforming parser: Python's plistlib (expat) reads the file and gets the exact text back.
    @Test(arguments: ["\u{1B}[2J", "bell\u{7}", "cr\r", "\u{FFFE}\u{FFFF}", "\u{1}\u{1F}\t\n", "plain"])
    func textWithControlCharactersKeepsThePlistReadableByPlistlib(title: String) throws {
        let (store, folder) = try makeStore()
        try store.save(places: [], photos: [Photo(id: "1", title: title)])
        try store.add(Attraction(id: "a", name: "Zoo", description: title))

        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            """
            import plistlib, sys
            p = plistlib.load(open(sys.argv[1], 'rb'))
            def text(v): return v.decode('utf-8') if isinstance(v, bytes) else v
            sys.stdout.write(text(p['photos'][0]['title']) + '|' + text(p['attractions'][0]['description']))
            """,
            store.plistPath,
        ]
        process.environment = ["PATH": "/usr/bin:/bin"]
        process.standardOutput = output
        try process.run()
        let read = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0)
        #expect(read == title + "|" + title)
        #expect(try store.photo(id: "1")?.title == title)
        _ = folder
    }

    @Test func aWriteAnOlderOutingsLeftInterruptedRollsBackToTheLastAcknowledgedState() throws {
        let (store, folder) = try makeStore()
        try store.add(Attraction(id: "kept", name: "Acknowledged"))
        // What a kill during an older Outings' in-place rewrite left: its copy of the last
        // acknowledged plist, the marker, and a torn plist.
        let whole = try #require(FileManager.default.contents(atPath: store.plistPath))
        try whole.write(to: URL(fileURLWithPath: store.plistPath + ".bak"))
        try store.add(Attraction(id: "second", name: "Never acknowledged"))
        let torn = try #require(FileManager.default.contents(atPath: store.plistPath))
        try torn.prefix(torn.count / 2).write(to: URL(fileURLWithPath: store.plistPath))
        #expect(FileManager.default.createFile(atPath: store.plistPath + ".writing", contents: nil))

        let reopened = try PropertyListStore(suiteName: "outings-test", environment: folder.configEnvironment)

        #expect(try reopened.attractions().map(\.id) == ["kept"])
        #expect(!FileManager.default.fileExists(atPath: store.plistPath + ".writing"))
    }

    @Test func aPlistThatDoesNotParseIsReportedAndNotWrittenOver() throws {
        let (store, folder) = try makeStore()
        try store.add(Attraction(id: "a", name: "A"))
        let garbage = Data("<?xml version=\"1.0\"?><plist><dict><key>attr".utf8)
        try garbage.write(to: URL(fileURLWithPath: store.plistPath))

        #expect { try store.add(Attraction(id: "b", name: "B")) } throws: { error in
            guard case StoreError.corrupt = error else { return false }
            return true
        }
        #expect(FileManager.default.contents(atPath: store.plistPath) == garbage)
        _ = folder
    }

    @Test func recentsAreStoredInTheCourseAppsShape() throws {
        let (store, folder) = try makeStore()
        let photo = Photo(
            id: "53300007328", title: "Tower Bridge", description: "At dusk", ownerName: "Ana",
            owner: "35034350743@N01",
            farm: 66)

        try store.updateRecents { _ in [photo] }

        let plist = try #require(FileManager.default.contents(atPath: store.plistPath))
        let root = try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any]
        let recents = try #require(root?["recents"] as? [[String: Any]])
        #expect(recents.first?["id"] as? String == "53300007328")
        #expect((recents.first?["description"] as? [String: Any])?["_content"] as? String == "At dusk")
        #expect(recents.first?["ownername"] as? String == "Ana")
        #expect(recents.first?["owner"] as? String == "35034350743@N01")
        #expect(try permissions(store.plistPath) == 0o600)
        _ = folder
    }

    private func permissions(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
            ?? -1
    }
}
