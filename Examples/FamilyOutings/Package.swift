// swift-tools-version:6.0
import PackageDescription

// What an app outside this repository writes to reuse Outings: the layer packages it needs, by
// path (or by URL), and nothing of the apps. Scripts/test builds and runs it.
let package = Package(
    name: "FamilyOutings",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(path: "../../Modules/Domain"),
        .package(path: "../../Modules/UseCases"),
        .package(path: "../../Modules/PersistenceSQLite"),
        .package(path: "../../Modules/Presentation"),
    ],
    targets: [
        /// Adds, lists and views through the use cases on a SQLite store in a temporary folder.
        .executableTarget(
            name: "FamilyOutings",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "UseCases", package: "UseCases"),
                .product(name: "PersistenceSQLite", package: "PersistenceSQLite"),
                .product(name: "Presentation", package: "Presentation"),
            ]
        )
    ]
)
