// swift-tools-version:6.0
import PackageDescription

/// Store adapters that need only Foundation: in-memory and the property list (UserDefaults' file);
/// and the statements the SQL stores share.
let package = Package(
    name: "Persistence",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Persistence", targets: ["Persistence"]),
        .library(name: "PersistenceSQL", targets: ["PersistenceSQL"]),
    ],
    dependencies: [
        .package(path: "../Domain"), .package(path: "../UseCases"), .package(path: "../Platform"),
    ],
    targets: [
        .target(
            name: "Persistence",
            dependencies: [
                .product(name: "Domain", package: "Domain"), .product(name: "UseCases", package: "UseCases"),
                .product(name: "PlatformFoundation", package: "Platform"),
                .product(name: "Platform", package: "Platform"),
            ]),
        /// What the SQLite and PostgreSQL stores share: every statement both run, over a small
        /// connection interface (`SQLDatabase`) each implements.
        .target(
            name: "PersistenceSQL",
            dependencies: [
                .product(name: "Domain", package: "Domain"), .product(name: "UseCases", package: "UseCases"),
                .product(name: "PlatformFoundation", package: "Platform"),
                .product(name: "Platform", package: "Platform"),
            ]),
    ]
)
