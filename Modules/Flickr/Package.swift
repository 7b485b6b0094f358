// swift-tools-version:6.0
import PackageDescription

/// Flickr: decoding its REST responses, and the live API behind the UseCases ports.
let package = Package(
    name: "Flickr",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "FlickrJSON", targets: ["FlickrJSON"]),
        .library(name: "FlickrFetcher", targets: ["FlickrFetcher"]),
    ],
    dependencies: [
        .package(path: "../Domain"), .package(path: "../UseCases"), .package(path: "../Platform"),
    ],
    targets: [
        /// Decodes Flickr REST responses (top places, photo search) into Domain values.
        .target(
            name: "FlickrJSON",
            dependencies: [
                .product(name: "Domain", package: "Domain"), .product(name: "UseCases", package: "UseCases"),
                .product(name: "PlatformFoundation", package: "Platform"),
            ]),
        /// The live Flickr REST API and image host, both through one libcurl client (loaded at run time),
        /// behind the UseCases `FlickrPhotoSource` and `ImageSource` ports; no URLSession. Also the
        /// hourly query budget in a file, behind the `QueryBudget` port.
        .target(
            name: "FlickrFetcher",
            dependencies: [
                "FlickrJSON", .product(name: "Domain", package: "Domain"),
                .product(name: "UseCases", package: "UseCases"),
                .product(name: "PlatformFoundation", package: "Platform"),
                .product(name: "Platform", package: "Platform"),
                .product(name: "PlatformCrypto", package: "Platform"),
            ]),
    ]
)
