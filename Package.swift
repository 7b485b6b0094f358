// swift-tools-version:6.0
import PackageDescription

// The root manifest assembles the apps in Apps/, the fuzz harnesses and the tests, and offers every
// layer as a library product, so an app outside this repository depends on it by URL and names
// only the layers it needs. Each layer is also a package of its own under Modules/ (for a
// dependency by path, and so each is built alone with only the packages it names); the layer
// targets below build those packages' sources (`path:`), with the same dependencies, since a
// package that others depend on by URL cannot itself depend on packages by path. The module
// graph, checked against the manifests by ArchitectureDocTests, is in docs/architecture.md.

let package = Package(
    name: "Outings",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .executable(name: "outings", targets: ["outings"]),
        .executable(name: "outings-report", targets: ["outings-report"]),
        .executable(name: "outings-web", targets: ["outings-web"]),
    ]
        + [
            "Domain", "UseCases", "SystemTimeZones", "Presentation", "Persistence", "PersistenceSQL",
            "PersistenceSQLite",
            "PersistencePostgres", "StoreContract", "FlickrJSON", "FlickrFetcher", "ImageFileCache",
            "AppSupport",
            "HTTPServer", "LineEditing", "PlatformFoundation", "Platform", "PlatformCrypto",
            "PlatformQRCode",
        ].map { .library(name: $0, targets: [$0]) },
    targets: [
        // MARK: Layers (the sources of the packages under Modules/, as those manifests build them)

        layer("PlatformFoundation", in: "Platform"),
        layer("Platform", in: "Platform", ["PlatformFoundation"]),
        // No pkg-config name: it would link libsodium into every start; PlatformCrypto loads it on use.
        system("CSodium", in: "Platform", apt: "libsodium-dev"),
        layer("PlatformCrypto", in: "Platform", ["CSodium"]),
        // No pkg-config name either: PlatformQRCode loads libqrencode on use.
        system("CQREncode", in: "Platform", apt: "libqrencode-dev"),
        layer("PlatformQRCode", in: "Platform", ["CQREncode"]),
        layer("Domain", in: "Domain"),
        layer("UseCases", in: "UseCases", [.domain, .platformFoundation]),
        layer("SystemTimeZones", in: "UseCases", [.useCases, .platform]),
        layer("Presentation", in: "Presentation", [.domain, .useCases]),
        layer("Persistence", in: "Persistence", [.domain, .useCases, .platformFoundation, .platform]),
        layer("PersistenceSQL", in: "Persistence", [.domain, .useCases, .platformFoundation, .platform]),
        system("CSQLite", in: "PersistenceSQLite", pkgConfig: "sqlite3", apt: "libsqlite3-dev"),
        layer(
            "PersistenceSQLite", in: "PersistenceSQLite",
            ["CSQLite", "PersistenceSQL", .domain, .useCases, .platformFoundation, .platform]),
        system("CLibPQ", in: "PersistencePostgres", apt: "libpq-dev"),
        layer(
            "PersistencePostgres", in: "PersistencePostgres",
            ["CLibPQ", "PersistenceSQL", .domain, .useCases, .platformFoundation, .platform]),
        layer(
            "StoreContract", in: "StoreContract", [.domain, .useCases, .systemTimeZones, .platformFoundation]),
        layer("FlickrJSON", in: "Flickr", [.domain, .useCases, .platformFoundation]),
        layer(
            "FlickrFetcher", in: "Flickr",
            [.flickrJSON, .domain, .useCases, .platformFoundation, .platform, "PlatformCrypto"]),
        layer("ImageFileCache", in: "ImageFileCache", [.useCases, .platformFoundation, .platform]),
        layer(
            "AppSupport", in: "AppSupport",
            [
                .domain, .useCases, .systemTimeZones, .persistence, .persistenceSQLite, .persistencePostgres,
                .flickrJSON, .flickrFetcher, .imageFileCache, .platformFoundation, .platform,
                "PlatformCrypto", "PlatformQRCode",
            ]),
        system("CMicroHTTPD", in: "HTTPServer", pkgConfig: "libmicrohttpd", apt: "libmicrohttpd-dev"),
        layer("HTTPServer", in: "HTTPServer", ["CMicroHTTPD"]),
        system("CLibEdit", in: "LineEditing", apt: "libedit-dev"),
        layer("LineEditing", in: "LineEditing", ["CLibEdit", .platformFoundation, .platform]),

        // MARK: App

        /// The command-line interface and its composition root, importable by tests.
        .target(
            name: "OutingsApp",
            dependencies: [
                .domain, .useCases, .persistence, .persistenceSQLite, .persistencePostgres, .presentation,
                .flickrJSON, .flickrFetcher, .imageFileCache, .appSupport, .lineEditing, .platformFoundation,
                .platform,
            ],
            path: "Apps/outings/App"
        ),
        /// The `outings` executable: hands the process over to OutingsApp.
        .executableTarget(
            name: "outings", dependencies: ["OutingsApp", .appSupport], path: "Apps/outings/Main"),
        /// The guide as Markdown: a second app from the shared modules alone, never OutingsApp.
        .executableTarget(
            name: "outings-report", dependencies: [.appSupport, .useCases, .presentation, .platform],
            path: "Apps/outings-report"),

        // MARK: Web app (never depends on OutingsApp: the same use cases, presenters and backends)

        /// outings-web: pages and a JSON API over HTTPServer, its composition and its views.
        .target(
            name: "OutingsWebApp",
            // The backends come through AppSupport's StoreFactory, as for every app.
            dependencies: [
                .domain, .useCases, .presentation, .flickrFetcher, .appSupport, .httpServer, .platform,
            ],
            path: "Apps/outings-web/App"
        ),
        /// The `outings-web` executable: hands the process over to OutingsWebApp.
        .executableTarget(
            name: "outings-web", dependencies: ["OutingsWebApp", .appSupport], path: "Apps/outings-web/Main"),

        // MARK: Fuzzing (built by Scripts/fuzz with -sanitize=fuzzer,address)

        /// Starts libFuzzer from a harness (looked up at run time, so the harnesses always build).
        .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
        /// libFuzzer harness: the Flickr JSON importer.
        .executableTarget(
            name: "fuzz-flickr-json", dependencies: ["FuzzSupport", .flickrJSON], path: "Fuzz/FuzzFlickrJSON"),
        /// libFuzzer harness: the command-line parser.
        .executableTarget(
            name: "fuzz-command-line", dependencies: ["FuzzSupport", "OutingsApp"],
            path: "Fuzz/FuzzCommandLine"),
        /// libFuzzer harness: the store URL parser.
        .executableTarget(
            name: "fuzz-store-url", dependencies: ["FuzzSupport", .appSupport, .persistencePostgres],
            path: "Fuzz/FuzzStoreURL"),
        /// libFuzzer harness: the attraction editor's command reader.
        .executableTarget(
            name: "fuzz-editor", dependencies: ["FuzzSupport", "OutingsApp"], path: "Fuzz/FuzzEditor"),

        // MARK: Tests

        /// Helpers shared by test targets: temporary folders, child environments, PostgreSQL.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DomainTests", dependencies: [.domain], path: "Tests/DomainTests"),
        .testTarget(
            name: "PlatformTests",
            dependencies: [.platform, .platformFoundation, "PlatformQRCode", "TestSupport"],
            path: "Tests/PlatformTests"),
        .testTarget(
            name: "UseCasesTests", dependencies: [.domain, .useCases, .systemTimeZones, "TestSupport"],
            path: "Tests/UseCasesTests"),
        .testTarget(
            name: "AppSupportTests",
            dependencies: [
                .domain, .useCases, .systemTimeZones, .appSupport, .presentation, .platform, "PlatformQRCode",
                "TestSupport",
            ],
            path: "Tests/AppSupportTests"
        ),
        .testTarget(
            name: "PersistenceTests",
            dependencies: [
                .domain, .useCases, .persistence, .persistenceSQLite, .persistencePostgres, .appSupport,
                .storeContract, "TestSupport",
            ],
            path: "Tests/PersistenceTests"
        ),
        .testTarget(
            name: "FlickrJSONTests", dependencies: [.domain, .flickrJSON], path: "Tests/FlickrJSONTests"),
        .testTarget(
            name: "FlickrFetcherTests", dependencies: [.domain, .flickrFetcher, "TestSupport"],
            path: "Tests/FlickrFetcherTests"),
        .testTarget(
            name: "ImageFileCacheTests", dependencies: [.useCases, .imageFileCache, "TestSupport"],
            path: "Tests/ImageFileCacheTests"),
        .testTarget(
            name: "LineEditingTests", dependencies: [.lineEditing], path: "Tests/LineEditingTests"),
        .testTarget(
            name: "PresentationTests", dependencies: [.domain, .useCases, .presentation],
            path: "Tests/PresentationTests"),
        .testTarget(
            name: "WebTests",
            dependencies: [
                "OutingsWebApp", "outings-web", "outings", "TestSupport", .domain, .useCases, .appSupport,
            ],
            path: "Tests/WebTests"),
        /// In-memory consoles for running the CLI in process, shared by its unit and acceptance tests.
        .target(
            name: "OutingsAppTestSupport", dependencies: ["OutingsApp"], path: "Tests/OutingsAppTestSupport"),
        /// In-process tests of the CLI's own types: columns, wrapping, widths, short ids, help.
        .testTarget(
            name: "OutingsAppTests",
            dependencies: ["OutingsApp", "OutingsAppTestSupport", "TestSupport", .domain, .presentation],
            path: "Tests/OutingsAppTests"),
        .testTarget(
            name: "AcceptanceTests",
            dependencies: [
                "OutingsApp", "OutingsAppTestSupport", "outings", "outings-report", "TestSupport",
                .persistence,
            ],
            path: "Tests/AcceptanceTests"),
    ]
)

/// A layer's target: the sources its own package under Modules/ builds.
func layer(_ name: String, in package: String, _ dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: dependencies, path: "Modules/\(package)/Sources/\(name)")
}

/// A system library's module map in a layer's package under Modules/.
func system(_ name: String, in package: String, pkgConfig: String? = nil, apt: String) -> Target {
    .systemLibrary(
        name: name, path: "Modules/\(package)/Sources/\(name)", pkgConfig: pkgConfig, providers: [.apt([apt])]
    )
}

extension Target.Dependency {
    static let domain: Self = "Domain"
    static let useCases: Self = "UseCases"
    static let systemTimeZones: Self = "SystemTimeZones"
    static let persistence: Self = "Persistence"
    static let storeContract: Self = "StoreContract"
    static let persistenceSQLite: Self = "PersistenceSQLite"
    static let persistencePostgres: Self = "PersistencePostgres"
    static let presentation: Self = "Presentation"
    static let flickrJSON: Self = "FlickrJSON"
    static let flickrFetcher: Self = "FlickrFetcher"
    static let imageFileCache: Self = "ImageFileCache"
    static let appSupport: Self = "AppSupport"
    static let httpServer: Self = "HTTPServer"
    static let lineEditing: Self = "LineEditing"
    static let platformFoundation: Self = "PlatformFoundation"
    static let platform: Self = "Platform"
}
