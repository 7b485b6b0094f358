// swift-tools-version:6.0
import PackageDescription

/// Outings' domain: values, policies and validation rules. Imports only the C maths library (for
/// great-circle distances); does no I/O.
let package = Package(
    name: "Domain",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [.library(name: "Domain", targets: ["Domain"])],
    targets: [.target(name: "Domain")]
)
