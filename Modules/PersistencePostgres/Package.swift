// swift-tools-version:6.0
import PackageDescription

/// The PostgreSQL store, for a guide shared by many users and machines, on the system's libpq
/// (loaded at run time, so apps that link this package do not load libpq until they use it).
let package = Package(
    name: "PersistencePostgres",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [.library(name: "PersistencePostgres", targets: ["PersistencePostgres"])],
    dependencies: [
        .package(path: "../Domain"), .package(path: "../UseCases"), .package(path: "../Platform"),
        .package(path: "../Persistence"),
    ],
    targets: [
        /// libpq-fe.h from the system (libpq-dev): types and constants only. Nothing is linked (no
        /// `link` in the module map, no pkgConfig, whose flags would add -lpq): PersistencePostgres
        /// loads libpq.so.5 with dlopen when a PostgreSQL store is first used (LibPQ.swift).
        .systemLibrary(name: "CLibPQ", providers: [.apt(["libpq-dev"])]),
        .target(
            name: "PersistencePostgres",
            dependencies: [
                "CLibPQ", .product(name: "Domain", package: "Domain"),
                .product(name: "UseCases", package: "UseCases"),
                .product(name: "PersistenceSQL", package: "Persistence"),
                .product(name: "PlatformFoundation", package: "Platform"),
                .product(name: "Platform", package: "Platform"),
            ]),
    ]
)
