import Foundation
import Testing

/// docs/architecture.md is read as a person reads it and compared with the manifests and sources:
/// every package under Modules/ is in the module graph with exactly the packages its manifest
/// names, and every package whose sources implement a store port is in the backend list.
struct ArchitectureDocTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let modules = root.appendingPathComponent("Modules")
    static let document =
        (try? String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)) ?? ""

    /// Every folder under Modules/ that holds a Package.swift.
    static let packages: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: modules.path)) ?? []
        return names.filter {
            FileManager.default.fileExists(atPath: modules.appendingPathComponent("\($0)/Package.swift").path)
        }.sorted()
    }()

    /// The section under `## heading`, up to the next `## ` heading.
    static func section(_ heading: String) -> String {
        let after = document.components(separatedBy: "\n## \(heading)\n").dropFirst().first ?? ""
        return after.components(separatedBy: "\n## ").first ?? ""
    }

    /// The first table of "Module graph": package -> the packages in its "depends on" cell.
    static let graph: [String: Set<String>] = {
        let tables = section("Module graph").components(separatedBy: "\n\n")
        let table = tables.first { $0.hasPrefix("| package |") }
        var rows: [String: Set<String>] = [:]
        for line in (table ?? "").split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let package = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let dependencies = cells[1] == "nothing" ? [] : cells[1].components(separatedBy: ", ")
            rows[package] = Set(dependencies)
        }
        return rows
    }()

    /// The packages `.package(path: "../X")` names in Modules/NAME/Package.swift.
    static func manifestDependencies(of package: String) throws -> Set<String> {
        let manifest = try String(
            contentsOf: modules.appendingPathComponent("\(package)/Package.swift"), encoding: .utf8)
        let pattern = try Regex(#"\.package\(\s*path:\s*"\.\./([^"/]+)"\s*\)"#)
        return Set(manifest.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) })
    }

    /// Whether any Swift file under Modules/NAME/Sources declares a type or extension adopting a
    /// store port (`extension SQLiteStore: AttractionStore {`, lists over several lines included).
    static func implementsAStorePort(_ package: String) throws -> Bool {
        let sources = modules.appendingPathComponent("\(package)/Sources")
        let conformance = try Regex(
            #"\b(extension|struct|class|actor|enum)\s+[A-Za-z_.]+[^{]*:[^{]*\b(AttractionStore|PhotoCatalogStore|RecentsStore|GuideStore)\b"#
        )
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            if try String(contentsOf: file, encoding: .utf8).contains(conformance) { return true }
        }
        return false
    }

    @Test func theGraphListsExactlyThePackagesUnderModules() {
        #expect(Self.packages.count >= 10)
        #expect(Set(Self.graph.keys) == Set(Self.packages))
    }

    @Test(arguments: packages)
    func theGraphGivesEachPackageExactlyItsManifestDependencies(package: String) throws {
        let documented = try #require(Self.graph[package], "docs/architecture.md's graph lacks \(package)")
        #expect(documented == (try Self.manifestDependencies(of: package)))
    }

    @Test func everyPackageImplementingTheStorePortsIsInTheBackendList() throws {
        let backends = try Self.packages.filter(Self.implementsAStorePort)
        // SQLite, PostgreSQL, and memory with the property list: the search cannot come up empty.
        #expect(backends.count >= 3)
        let list = Self.section("Backends")
        for package in backends {
            #expect(list.contains("`\(package)`"), "docs/architecture.md's backend list lacks \(package)")
        }
    }
}
