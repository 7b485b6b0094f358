// swift-tools-version:6.0
import PackageDescription

/// Presenters that turn use-case output into view models for any view (terminal, web, ...).
let package = Package(
    name: "Presentation",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [.library(name: "Presentation", targets: ["Presentation"])],
    dependencies: [.package(path: "../Domain"), .package(path: "../UseCases")],
    targets: [
        .target(
            name: "Presentation",
            dependencies: [
                .product(name: "Domain", package: "Domain"), .product(name: "UseCases", package: "UseCases"),
            ])
    ]
)
