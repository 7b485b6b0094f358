// swift-tools-version:6.0
import PackageDescription

/// Outings' use cases and the ports (store, Flickr and editor protocols) they need. No I/O.
let package = Package(
    name: "UseCases",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [.library(name: "UseCases", targets: ["UseCases"])],
    dependencies: [.package(path: "../Domain"), .package(path: "../Platform")],
    targets: [
        .target(
            name: "UseCases",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "PlatformFoundation", package: "Platform"),
            ])
    ]
)
