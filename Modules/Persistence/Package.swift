// swift-tools-version:6.0
import PackageDescription

/// Store adapters that need only Foundation: in-memory and the property list (UserDefaults' file).
let package = Package(
    name: "Persistence",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [.library(name: "Persistence", targets: ["Persistence"])],
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
            ])
    ]
)
