// swift-tools-version:6.0
import PackageDescription

/// Line editing, history and Tab completion for a person typing at a terminal, on the system's
/// libedit (BSD licence). Knows nothing of Outings.
let package = Package(
    name: "LineEditing",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [.library(name: "LineEditing", targets: ["LineEditing"])],
    dependencies: [.package(path: "../Platform")],
    targets: [
        /// libedit's header (libedit-dev); the library itself is opened at run time, and
        /// non-variadic doors let Swift call it. No pkgConfig: that would link it into every command.
        .systemLibrary(name: "CLibEdit", providers: [.apt(["libedit-dev"])]),
        /// A line editor with a history file and Tab completion, and the completion rules.
        .target(
            name: "LineEditing",
            dependencies: [
                "CLibEdit", .product(name: "PlatformFoundation", package: "Platform"),
                .product(name: "Platform", package: "Platform"),
            ]),
    ]
)
