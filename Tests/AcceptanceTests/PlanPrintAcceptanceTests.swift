import Foundation
import TestSupport
import Testing

/// `outings plan print`: a day of 6 stops printed to PDF by headless Chromium is one page on A4
/// and on Letter (read by poppler's `pdfinfo`), and its text (poppler's `pdftotext`) names every
/// stop in the plan's order.
struct PlanPrintAcceptanceTests {
    private let cli: ScratchOutings
    /// The stops' titles in the day's order, as `plan show --json` gives them.
    private let titles: [String]

    init() throws {
        cli = try ScratchOutings()
        let setup: [[String]] = [
            ["demo"],
            ["household", "place", "add", "Home", "--location", "40.5853,-105.0844"],
            ["household", "child", "add", "Ana", "--born", "2021-05-14"],
            ["household", "child", "add", "Ben", "--born", "2012-12-13"],
            ["plan", "new", "Museum day", "--date", "2026-12-12", "--at", "9:30", "--until", "17:00"],
            [
                "plan", "add", "1", "Fort Collins Museum of Discovery", "--notes",
                "Dome show at 11 <book ahead>",
            ],
            [
                "plan", "add", "1", "The Farm at Lee Martinez Park", "--notes",
                "Bring boots & a change of socks",
            ],
            ["plan", "add", "1", "Lunch at home", "--free", "--stay", "45m", "--at", "13:00"],
            ["plan", "add", "1", "Edora Pool Ice Center", "--stay", "1h", "--notes", "Skates for hire"],
            ["plan", "add", "1", "Lory State Park", "--notes", "Visitor center first"],
            ["plan", "add", "1", "Old Town Library", "--stay", "45m", "--notes", "Return the picture books"],
        ]
        for arguments in setup {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let shown = try cli.run(["plan", "show", "1", "--json"])
        let plan = try #require(JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        let stops = try #require(plan["stops"] as? [[String: Any]])
        titles = stops.compactMap { $0["title"] as? String }
    }

    @Test func aDayOfSixStopsPrintsOnOnePageOfA4InThePlansOrder() throws {
        #expect(titles.count == 6)
        let page = cli.folder.path("day-a4.html")
        let result = try cli.run(["plan", "print", "Museum day", "--output", page])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)

        let pdf = try Self.printToPDF(page, in: cli.folder)

        #expect(try Self.pdfInfo(pdf, in: cli.folder).contains(" pts (A4)"))
        #expect(try Self.pages(pdf, in: cli.folder) == 1)
        try expectInOrder(titles, in: try Self.text(of: pdf, in: cli.folder))
    }

    @Test func aDayOfSixStopsPrintsOnOnePageOfLetterInThePlansOrder() throws {
        let result = try cli.run(["plan", "print", "1", "--paper", "letter"])
        #expect(result.status == 0, "\(result.stderr)")
        let page = cli.folder.path("day-letter.html")
        try Data(result.stdout.utf8).write(to: URL(fileURLWithPath: page))

        let pdf = try Self.printToPDF(page, in: cli.folder)

        #expect(try Self.pdfInfo(pdf, in: cli.folder).contains("612 x 792 pts (letter)"))
        #expect(try Self.pages(pdf, in: cli.folder) == 1)
        try expectInOrder(titles, in: try Self.text(of: pdf, in: cli.folder))
    }

    @Test func anUnknownPaperIsAUsageError() throws {
        let result = try cli.run(["plan", "print", "1", "--paper", "a5"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown paper \"a5\"; use a4 or letter"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    private func expectInOrder(
        _ titles: [String], in text: String, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        // Words a cell wraps onto two lines are one space apart again.
        let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var rest = flat[...]
        for title in titles {
            let found = try #require(
                rest.range(of: title), "\(title) is not after the stops before it in: \(flat)")
            rest = rest[found.upperBound...]
        }
    }

    /// Prints `page` with headless Chromium in its own profile, HOME and environment.
    private static func printToPDF(_ page: String, in folder: TemporaryFolder) throws -> String {
        let pdf = page + ".pdf"
        let finished = try run(
            "/usr/bin/chromium",
            [
                "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
                "--user-data-dir=\(folder.path("chromium-profile"))", "--print-to-pdf=\(pdf)",
                "--no-pdf-header-footer", URL(fileURLWithPath: page).absoluteString,
            ], in: folder)
        guard finished.status == 0, FileManager.default.fileExists(atPath: pdf) else {
            throw Failure("chromium did not print \(page) (exit \(finished.status)): \(finished.errors)")
        }
        return pdf
    }

    private static func pdfInfo(_ pdf: String, in folder: TemporaryFolder) throws -> String {
        let finished = try run("/usr/bin/pdfinfo", [pdf], in: folder)
        guard finished.status == 0 else { throw Failure("pdfinfo could not read \(pdf): \(finished.errors)") }
        return finished.output
    }

    private static func pages(_ pdf: String, in folder: TemporaryFolder) throws -> Int? {
        try pdfInfo(pdf, in: folder).split(separator: "\n").first { $0.hasPrefix("Pages:") }
            .flatMap { Int($0.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces)) }
    }

    private static func text(of pdf: String, in folder: TemporaryFolder) throws -> String {
        let finished = try run("/usr/bin/pdftotext", ["-raw", "-enc", "UTF-8", pdf, "-"], in: folder)
        guard finished.status == 0 else {
            throw Failure("pdftotext could not read \(pdf): \(finished.errors)")
        }
        return finished.output
    }

    /// Runs a tool under a `ProcessDeadline` with an environment made from scratch (HOME inside
    /// `folder`). Its output goes to files, not pipes: Chromium's helper processes may outlive it
    /// holding whatever it inherited.
    private static func run(_ tool: String, _ arguments: [String], in folder: TemporaryFolder) throws -> (
        status: Int32, output: String, errors: String
    ) {
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw Failure(
                "\(tool) is not installed: Scripts/install-deps installs chromium and poppler-utils")
        }
        let name = UUID().uuidString
        let outputPath = folder.path("\(name).out")
        let errorsPath = folder.path("\(name).err")
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errorsPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = ["HOME": folder.path("tool-home"), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        process.currentDirectoryURL = folder.url
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorsPath))
        try process.run()
        let deadline = ProcessDeadline(process)
        process.waitUntilExit()
        try deadline.end()
        return (
            process.terminationStatus, try String(contentsOfFile: outputPath, encoding: .utf8),
            try String(contentsOfFile: errorsPath, encoding: .utf8)
        )
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
