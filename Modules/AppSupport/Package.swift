// swift-tools-version:6.0
import PackageDescription

/// What every Outings app needs besides its own UI: store locations and the backend factory,
/// configuration from the environment, the bundled sample, error categories, QR codes drawn
/// for a page (SVG) or a terminal, and holidays read from iCalendar files.
let package = Package(
    name: "AppSupport",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [.library(name: "AppSupport", targets: ["AppSupport"])],
    dependencies: [
        .package(path: "../Domain"), .package(path: "../UseCases"), .package(path: "../Persistence"),
        .package(path: "../PersistenceSQLite"), .package(path: "../PersistencePostgres"),
        .package(path: "../Flickr"), .package(path: "../ImageFileCache"), .package(path: "../Platform"),
    ],
    targets: [
        .target(
            name: "AppSupport",
            dependencies: [
                .product(name: "Domain", package: "Domain"), .product(name: "UseCases", package: "UseCases"),
                .product(name: "SystemTimeZones", package: "UseCases"),
                .product(name: "Persistence", package: "Persistence"),
                .product(name: "PersistenceSQLite", package: "PersistenceSQLite"),
                .product(name: "PersistencePostgres", package: "PersistencePostgres"),
                .product(name: "FlickrJSON", package: "Flickr"),
                .product(name: "FlickrFetcher", package: "Flickr"),
                .product(name: "ImageFileCache", package: "ImageFileCache"),
                .product(name: "PlatformFoundation", package: "Platform"),
                .product(name: "Platform", package: "Platform"),
                .product(name: "PlatformCrypto", package: "Platform"),
                .product(name: "PlatformQRCode", package: "Platform"),
            ])
    ]
)
