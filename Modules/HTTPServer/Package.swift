// swift-tools-version:6.0
import PackageDescription

/// A small HTTP server for Outings' apps on GNU libmicrohttpd: a thread pool, timeouts, a body
/// limit and a graceful stop, behind plain request and response values. Knows nothing of Outings.
let package = Package(
    name: "HTTPServer",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [.library(name: "HTTPServer", targets: ["HTTPServer"])],
    targets: [
        /// libmicrohttpd, as shipped by the system (libmicrohttpd-dev).
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        /// The Swift wrapper: HTTPServer, HTTPRequest, HTTPResponse.
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD"]),
    ]
)
