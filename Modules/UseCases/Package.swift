// swift-tools-version:6.0
import PackageDescription

/// Outings' use cases and the ports (store, Flickr and editor protocols) they need. No I/O; the
/// `SystemTimeZones` product fills the time-zone port from the system's time-zone database.
let package = Package(
    name: "UseCases",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "UseCases", targets: ["UseCases"]),
        .library(name: "SystemTimeZones", targets: ["SystemTimeZones"]),
    ],
    dependencies: [.package(path: "../Domain"), .package(path: "../Platform")],
    targets: [
        /// The use cases and their ports; only `PlatformFoundation`, no libc.
        .target(
            name: "UseCases",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "PlatformFoundation", package: "Platform"),
            ]),
        /// `LocalTimeConverter` on a zone of the system's time-zone database (Platform's `ZoneInfo`),
        /// so an app filters by opening hours (`FilterAttractions`) without AppSupport.
        .target(
            name: "SystemTimeZones",
            dependencies: ["UseCases", .product(name: "Platform", package: "Platform")]),
    ]
)
