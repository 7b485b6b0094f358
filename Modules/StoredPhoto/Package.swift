// swift-tools-version:6.0
import PackageDescription

/// The JSON text both SQL stores keep a photo in (the `data` column of `photos` and `recents`),
/// read without `JSONDecoder`. One package so PersistenceSQLite and PersistencePostgres share one
/// reader instead of two copies; it depends on Domain only and does no I/O.
let package = Package(
    name: "StoredPhoto",
    platforms: [.macOS(.v13)],
    products: [.library(name: "StoredPhoto", targets: ["StoredPhoto"])],
    dependencies: [.package(path: "../Domain")],
    targets: [.target(name: "StoredPhoto", dependencies: [.product(name: "Domain", package: "Domain")])]
)
