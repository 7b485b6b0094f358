// swift-tools-version:6.0
import PackageDescription

/// Line editing, history and Tab completion for a person typing at a terminal, on the system's
/// libedit (BSD licence). Knows nothing of Outings.
let package = Package(
    name: "LineEditing",
    platforms: [.macOS(.v13)],
    products: [.library(name: "LineEditing", targets: ["LineEditing"])],
    targets: [
        /// libedit, as shipped by the system (libedit-dev), with non-variadic doors for Swift.
        .systemLibrary(name: "CLibEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        /// A line editor with a history file and Tab completion, and the completion rules.
        .target(name: "LineEditing", dependencies: ["CLibEdit"]),
    ]
)
