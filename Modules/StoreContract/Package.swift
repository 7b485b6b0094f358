// swift-tools-version:6.0
import PackageDescription

/// The store contract: every rule the UseCases store ports promise, as plain functions that run
/// on the stores a closure makes and return the failures. Our backends' tests run it, and so can
/// an app's own store (a fake, a new backend) from any test runner.
let package = Package(
    name: "StoreContract",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [.library(name: "StoreContract", targets: ["StoreContract"])],
    dependencies: [
        .package(path: "../Domain"), .package(path: "../UseCases"), .package(path: "../Platform"),
    ],
    targets: [
        .target(
            name: "StoreContract",
            dependencies: [
                .product(name: "Domain", package: "Domain"), .product(name: "UseCases", package: "UseCases"),
                .product(name: "SystemTimeZones", package: "UseCases"),
                .product(name: "PlatformFoundation", package: "Platform"),
            ])
    ]
)
