import Foundation
import OutingsApp
import TestSupport
import Testing

/// The README's command table, its exit codes and the man page are read as a person reads them
/// and compared with the command catalog the parser uses, so none of them can drift from it.
struct DocumentationDriftTests {
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    /// `| \`outings places photos PLACE_ID [--limit N] [--json]\` | ...`: the commands of the table
    /// under "## Commands", as (words, options named in the row).
    static func readmeCommandRows() -> [(words: [String], options: Set<String>)] {
        let section =
            readme.components(separatedBy: "\n## Commands\n").last?.components(separatedBy: "\n### ").first
            ?? ""
        return section.split(separator: "\n").compactMap { line in
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

    @Test func everyReadmeCommandRowIsACatalogCommandWithItsOptions() throws {
        let catalog = Dictionary(
            uniqueKeysWithValues: CatalogInventory.commands.map { ($0.words, Set($0.options)) })
        let rows = Self.readmeCommandRows()

        #expect(rows.count >= 25)
        for row in rows {
            let options = try #require(catalog[row.words], "README row \(row.words) is not a command")
            #expect(
                row.options.isSubset(of: options), "README row \(row.words) names options it does not take")
        }
    }

    @Test func everyCatalogCommandIsInTheReadmeTable() {
        let rows = Set(Self.readmeCommandRows().map(\.words))
        let section =
            Self.readme.components(separatedBy: "\n## Commands\n").last?.components(separatedBy: "\n### ")
            .first ?? ""

        for command in CatalogInventory.commands where !rows.contains(command.words) {
            // A group word alone is described in its list row, as "`outings attractions` alone".
            let mention = "`outings \(command.words.joined(separator: " "))`"
            #expect(section.contains(mention), "README's command table lacks \(command.words)")
        }
    }

    @Test func everyCatalogOptionIsDocumentedInTheReadme() {
        for option in Set(CatalogInventory.commands.flatMap(\.options)) {
            #expect(Self.readme.contains("--\(option)"), "README never mentions --\(option)")
        }
    }

    @Test func readmeExitCodesAreExactlyTheExitCodes() {
        let after = Self.readme.components(separatedBy: "\n### Exit codes\n").last ?? ""
        let section = after.trimmingCharacters(in: .newlines).components(separatedBy: "\n\n").first ?? ""
        let codes = section.split(separator: "\n").compactMap { line -> Int32? in
            guard line.hasPrefix("| ") else { return nil }
            return Int32(line.dropFirst(2).prefix { $0.isNumber })
        }

        #expect(Set(codes) == Set(ExitCode.allCases.map(\.rawValue)))
        #expect(codes.count == ExitCode.allCases.count)
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
    @Test func theRequiredOptionsAreMovesPositionExportsFormatAndTransfersStores() {
        let required = CatalogInventory.commands.filter { !$0.requiredOptions.isEmpty }
            .map { "\($0.words.joined(separator: " ")): \($0.requiredOptions.sorted())" }

        #expect(
            required == [#"attractions move: ["to"]"#, #"export: ["format"]"#, #"transfer: ["from", "to"]"#])
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
