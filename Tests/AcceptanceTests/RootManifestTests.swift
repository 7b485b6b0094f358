import Foundation
import TestSupport
import Testing

/// The root manifest builds every layer's sources as targets of its own, so the repository can be
/// depended on by URL (`Scripts/reuse-by-url`); each such target must be what the layer's own
/// manifest under Modules/ builds: the same sources, the same dependencies and, for a C library,
/// the same pkg-config name (one more there links a library the layer loads only when needed), and
/// each of the layer's products a product of the root too. Read with `swift package dump-package`.
struct RootManifestTests {
    struct Manifest {
        var targets: [String: (path: String?, dependencies: Set<String>, pkgConfig: String?)] = [:]
        var products: Set<String> = []
    }

    /// The manifest of the package in `folder`, read with a scratch folder of its own (the root's
    /// `.build` is held by the `swift test` running this).
    static func manifest(at folder: URL) throws -> Manifest {
        let scratch = try TemporaryFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", folder.path, "--scratch-path", scratch.path("build"),
            "dump-package",
        ]
        let finished = try FinishedProcess(running: process)
        try #require(finished.status == 0, "\(String(decoding: finished.errors, as: UTF8.self))")
        let json = try #require(try JSONSerialization.jsonObject(with: finished.output) as? [String: Any])
        var manifest = Manifest()
        for product in json["products"] as? [[String: Any]] ?? [] {
            if let name = product["name"] as? String { manifest.products.insert(name) }
        }
        for target in json["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String else { continue }
            // Each dependency is {"byName"|"target"|"product": [NAME, ...]}: its first value names it.
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                (dependency.values.first as? [Any])?.first as? String
            }
            manifest.targets[name] = (
                target["path"] as? String, Set(dependencies), target["pkgConfig"] as? String
            )
        }
        return manifest
    }

    @Test func everyLayerTargetOfTheRootIsTheOneItsOwnManifestBuilds() throws {
        let root = try Self.manifest(at: ArchitectureDocTests.root)
        #expect(ArchitectureDocTests.packages.count >= 10)
        for package in ArchitectureDocTests.packages {
            let own = try Self.manifest(at: ArchitectureDocTests.modules.appendingPathComponent(package))
            #expect(own.products.isSubset(of: root.products), "the root lacks a product of \(package)")
            for (name, target) in own.targets {
                let rooted = try #require(root.targets[name], "the root manifest lacks \(package)'s \(name)")
                #expect(rooted.path == "Modules/\(package)/Sources/\(name)", "\(name)")
                #expect(rooted.dependencies == target.dependencies, "\(name)")
                #expect(rooted.pkgConfig == target.pkgConfig, "\(name)'s pkg-config name")
            }
        }
    }
}
