// swift-tools-version:6.0
import PackageDescription

/// The PostgreSQL store, for a guide shared by many users and machines, on the system's libpq.
let package = Package(
    name: "PersistencePostgres",
    platforms: [.macOS(.v13)],
    products: [.library(name: "PersistencePostgres", targets: ["PersistencePostgres"])],
    dependencies: [.package(path: "../Domain"), .package(path: "../UseCases")],
    targets: [
        /// PostgreSQL's client library, as shipped by the system (libpq-dev).
        .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
        .target(
            name: "PersistencePostgres",
            dependencies: [
                "CLibPQ", .product(name: "Domain", package: "Domain"),
                .product(name: "UseCases", package: "UseCases"),
            ]),
    ]
)
