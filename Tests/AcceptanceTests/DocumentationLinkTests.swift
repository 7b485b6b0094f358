import Foundation
import Testing

/// README.md and docs/ are read as a reader follows them: README stays short and leads to every
/// page in docs/, and every link between them reaches a file and, when it names one, a heading.
struct DocumentationLinkTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md and every page in docs/, by their paths from the repository's root.
    static let pages: [String] = {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path))
            ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    static func text(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// The anchors GitHub gives a page's headings (outside code blocks): lower case, spaces as '-',
    /// punctuation other than '-' and '_' dropped.
    static func anchors(of page: String) -> Set<String> {
        var anchors: Set<String> = []
        var inCode = false
        for line in text(page).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            let heading = line.drop { $0 == "#" }.drop { $0 == " " }.lowercased()
            anchors.insert(
                String(
                    heading.compactMap { character in
                        if character == " " { return "-" }
                        return character.isLetter || character.isNumber || "-_".contains(character)
                            ? character : nil
                    }))
        }
        return anchors
    }

    /// Every `[text](target)` of a page whose target is in this repository, outside code blocks.
    static func links(of page: String) -> [String] {
        var targets: [String] = []
        var inCode = false
        for line in text(page).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode else { continue }
            for match in line.matches(of: /\]\(([^)\s]+)\)/) {
                let target = String(match.output.1)
                if !target.contains("://") && !target.hasPrefix("mailto:") { targets.append(target) }
            }
        }
        return targets
    }

    @Test func theReadmeIsAtMost250LinesAndLinksEveryPageInDocs() {
        let readme = Self.text("README.md")

        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 251)
        for page in Self.pages.dropFirst() {
            #expect(readme.contains("](\(page))"), "README.md does not link \(page)")
        }
    }

    @Test(arguments: pages)
    func everyLinkReachesAFileAndItsHeading(page: String) {
        let folder = page.contains("/") ? String(page.prefix { $0 != "/" }) + "/" : ""
        for link in Self.links(of: page) {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = parts[0].isEmpty ? page : folder + parts[0]
            let target = Self.root.appendingPathComponent(path).standardizedFileURL.path
            let relative = String(target.dropFirst(Self.root.standardizedFileURL.path.count + 1))
            #expect(FileManager.default.fileExists(atPath: target), "\(page): \(link) names no file")
            if parts.count == 2 {
                #expect(
                    Self.anchors(of: relative).contains(String(parts[1])), "\(page): \(link) names no heading"
                )
            }
        }
    }
}
