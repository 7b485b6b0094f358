// swift-tools-version:6.0
import PackageDescription

/// The embedded SQLite store (the default backend), on the system's libsqlite3.
let package = Package(
    name: "PersistenceSQLite",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [.library(name: "PersistenceSQLite", targets: ["PersistenceSQLite"])],
    dependencies: [
        .package(path: "../Domain"), .package(path: "../UseCases"), .package(path: "../Platform"),
        .package(path: "../Persistence"),
    ],
    targets: [
        /// SQLite, as shipped by the system (libsqlite3-dev).
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(
            name: "PersistenceSQLite",
            dependencies: [
                "CSQLite", .product(name: "Domain", package: "Domain"),
                .product(name: "UseCases", package: "UseCases"),
                .product(name: "PersistenceSQL", package: "Persistence"),
                .product(name: "PlatformFoundation", package: "Platform"),
                .product(name: "Platform", package: "Platform"),
            ]),
    ]
)
