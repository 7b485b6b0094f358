import Foundation
import OutingsApp
import TestSupport
import Testing

/// The command table and exit codes of docs/cli.md, the command reference docs/commands.md and the
/// man page are read as a person reads them and compared with the command catalog the parser uses,
/// so none of them can drift from it.
struct DocumentationDriftTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// The commands in depth: the command table under "## Commands" and the exit codes.
    static let cli = text("docs/cli.md")

    /// Everything written by hand for readers: README.md and docs/, but not the generated reference.
    static let handWritten: String = {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path))
            ?? []
        let files = docs.filter { $0.hasSuffix(".md") && $0 != "commands.md" }.sorted().map { "docs/\($0)" }
        return (["README.md"] + files).map(text).joined(separator: "\n")
    }()

    /// The section of docs/cli.md under `## heading`, up to the next `## ` heading.
    static func cliSection(_ heading: String) -> String {
        cli.components(separatedBy: "\n## \(heading)\n").dropFirst().first?.components(separatedBy: "\n## ")
            .first ?? ""
    }

    /// `| \`outings places photos PLACE_ID [--limit N] [--json]\` | ...`: the commands of the table
    /// under "## Commands", as (words, options named in the row).
    static func commandTableRows() -> [(words: [String], options: Set<String>)] {
        cliSection("Commands").split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `outings ") else { return nil }
            let command = line.dropFirst(3).prefix { $0 != "`" }
            let tokens = command.split(separator: " ").map(String.init).dropFirst()
            let words = tokens.prefix { $0.allSatisfy { $0.isLowercase || $0 == "-" } && !$0.hasPrefix("-") }
            let options = tokens.filter { $0.contains("--") }.map { token in
                String(token.drop { $0 != "-" }.dropFirst(2).prefix { $0.isLetter || $0 == "-" })
            }
            return (Array(words), Set(options))
        }
    }

    @Test func everyCommandTableRowIsACatalogCommandWithItsOptions() throws {
        let catalog = Dictionary(
            uniqueKeysWithValues: CatalogInventory.commands.map { ($0.words, Set($0.options)) })
        let rows = Self.commandTableRows()

        #expect(rows.count >= 25)
        for row in rows {
            let options = try #require(catalog[row.words], "docs/cli.md row \(row.words) is not a command")
            #expect(
                row.options.isSubset(of: options),
                "docs/cli.md row \(row.words) names options it does not take")
        }
    }

    @Test func everyCatalogCommandIsInTheCommandTable() {
        let rows = Set(Self.commandTableRows().map(\.words))
        let section = Self.cliSection("Commands")

        for command in CatalogInventory.commands where !rows.contains(command.words) {
            // A group word alone is described in its list row, as "`outings attractions` alone".
            let mention = "`outings \(command.words.joined(separator: " "))`"
            #expect(section.contains(mention), "docs/cli.md's command table lacks \(command.words)")
        }
    }

    @Test func everyCatalogOptionIsDocumentedByHand() {
        for option in Set(CatalogInventory.commands.flatMap(\.options)) {
            #expect(Self.handWritten.contains("--\(option)"), "README.md and docs/ never mention --\(option)")
        }
    }

    @Test func theExitCodesTableHasExactlyTheExitCodes() {
        let section =
            Self.cliSection("Exit codes").trimmingCharacters(in: .newlines).components(separatedBy: "\n\n")
            .first
            ?? ""
        let codes = section.split(separator: "\n").compactMap { line -> Int32? in
            guard line.hasPrefix("| ") else { return nil }
            return Int32(line.dropFirst(2).prefix { $0.isNumber })
        }

        #expect(Set(codes) == Set(ExitCode.allCases.map(\.rawValue)))
        #expect(codes.count == ExitCode.allCases.count)
    }

    /// docs/commands.md is committed as `outings __commands-markdown` prints it; after a change to
    /// the catalog, regenerate it: `swift run outings __commands-markdown > docs/commands.md`.
    @Test func theCommandReferenceIsWhatTheBinaryGenerates() throws {
        let generated = try OutingsBinary().run(["__commands-markdown"])

        #expect(generated.status == 0)
        #expect(generated.stdout == CatalogInventory.commandReference)
        #expect(
            Self.text("docs/commands.md") == generated.stdout,
            "docs/commands.md differs from `outings __commands-markdown`; regenerate it")
    }

    /// The reference's `### outings WORDS` headings, each followed by its usage: every command in
    /// catalog order, with every option, the required ones bare.
    @Test func theCommandReferenceHasEveryCommandWithEveryOption() {
        let sections = CatalogInventory.commandReference.components(separatedBy: "\n### ").dropFirst()
        let usages = sections.map { section in
            section.split(separator: "\n").dropFirst().first { $0.hasPrefix("`outings") }.map(String.init)
                ?? ""
        }
        let headings = sections.map { String($0.prefix { $0 != "\n" }) }

        #expect(headings == CatalogInventory.commands.map { "outings " + $0.words.joined(separator: " ") })
        for (entry, usage) in zip(CatalogInventory.commands, usages) {
            for option in entry.options {
                let form = entry.requiredOptions.contains(option) ? " --\(option)" : "[--\(option)"
                #expect(usage.contains(form), "the reference's usage of \(entry.words) lacks --\(option)")
            }
        }
    }

    /// The man page's `.SS` headings, troff escapes removed: one per command, with every option,
    /// the required ones bare (`--to POSITION`) and the others in brackets (`[--json]`).
    @Test func manPageHasEveryCommandWithEveryOptionAndNothingElse() throws {
        let page = CatalogInventory.manPage
        let headings = page.split(separator: "\n").filter { $0.hasPrefix(".SS ") }.map { heading in
            heading.dropFirst(4).replacingOccurrences(of: "\\-", with: "-")
        }
        let parsed = headings.map { heading -> (words: [String], optional: Set<String>, bare: Set<String>) in
            let tokens = heading.split(separator: " ").map(String.init).dropFirst()
            let words = tokens.prefix { $0.allSatisfy(\.isLowercase) }
            func names(_ prefix: String) -> Set<String> {
                Set(
                    tokens.filter { $0.hasPrefix(prefix) }.map {
                        String($0.dropFirst(prefix.count).prefix { $0.isLetter || $0 == "-" })
                    })
            }
            return (Array(words), names("[--"), names("--"))
        }

        #expect(parsed.map(\.words) == CatalogInventory.commands.map(\.words))
        for (entry, heading) in zip(CatalogInventory.commands, parsed) {
            #expect(
                heading.optional.union(heading.bare) == Set(entry.options),
                "man page options of \(entry.words)")
            #expect(heading.bare == Set(entry.requiredOptions), "man page required options of \(entry.words)")
        }
    }

    /// Written out here: the options a command cannot run without.
    @Test func theRequiredOptionsAreMovesPositionExportsFormatTransfersStoresAndTheHouseholds() {
        let required = CatalogInventory.commands.filter { !$0.requiredOptions.isEmpty }
            .map { "\($0.words.joined(separator: " ")): \($0.requiredOptions.sorted())" }

        #expect(
            required == [
                #"attractions move: ["to"]"#, #"export: ["format"]"#, #"transfer: ["from", "to"]"#,
                #"household child add: ["born"]"#, #"household place add: ["location"]"#,
                #"plan new: ["date"]"#, #"plan move: ["to"]"#,
            ])
    }

    @Test func manPageExitStatusesAreExactlyTheExitCodes() throws {
        let page = CatalogInventory.manPage
        let section = try #require(
            page.components(separatedBy: ".SH EXIT STATUS\n").last?.components(separatedBy: ".SH ").first)
        let codes = section.split(separator: "\n").compactMap { line -> Int32? in
            guard line.hasPrefix("\\fB") else { return nil }
            return Int32(line.dropFirst(3).prefix { $0.isNumber })
        }

        #expect(codes == ExitCode.allCases.map(\.rawValue).sorted())
    }

    @Test func manPageIsValidTroffThatManRenders() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("outings.1")
        try Data(CatalogInventory.manPage.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        // -ww: every warning; -z: no output, only the diagnostics.
        process.arguments = ["-man", "-Tutf8", "-ww", "-z", file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let deadline = ProcessDeadline(process)
        let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try deadline.end()

        #expect(process.terminationStatus == 0)
        #expect(diagnostics.isEmpty)
    }
}
