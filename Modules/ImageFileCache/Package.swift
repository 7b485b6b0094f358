// swift-tools-version:6.0
import PackageDescription

/// The image cache as private files with a size cap, behind the UseCases `ImageCache` port.
let package = Package(
    name: "ImageFileCache",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [.library(name: "ImageFileCache", targets: ["ImageFileCache"])],
    dependencies: [.package(path: "../UseCases"), .package(path: "../Platform")],
    targets: [
        .target(
            name: "ImageFileCache",
            dependencies: [
                .product(name: "UseCases", package: "UseCases"),
                .product(name: "PlatformFoundation", package: "Platform"),
                .product(name: "Platform", package: "Platform"),
            ])
    ]
)
