// swift-tools-version:6.0
import PackageDescription

// The root manifest only assembles: the apps in Apps/, the fuzz harnesses and the tests, from the
// layer packages under Modules/. Each layer is a package of its own, so an app outside this
// repository can depend on exactly one (say Modules/UseCases, or one backend). The module graph,
// checked against the manifests by ArchitectureDocTests, is in docs/architecture.md.

let package = Package(
    name: "Outings",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "outings", targets: ["outings"]),
        .executable(name: "outings-report", targets: ["outings-report"]),
        .executable(name: "outings-web", targets: ["outings-web"]),
    ],
    dependencies: [
        .package(path: "Modules/Domain"),
        .package(path: "Modules/UseCases"),
        .package(path: "Modules/Persistence"),
        .package(path: "Modules/StoreContract"),
        .package(path: "Modules/PersistenceSQLite"),
        .package(path: "Modules/PersistencePostgres"),
        .package(path: "Modules/Presentation"),
        .package(path: "Modules/Flickr"),
        .package(path: "Modules/ImageFileCache"),
        .package(path: "Modules/AppSupport"),
        .package(path: "Modules/HTTPServer"),
        .package(path: "Modules/LineEditing"),
        .package(path: "Modules/Platform"),
    ],
    targets: [
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
            name: "PlatformTests", dependencies: [.platform, .platformFoundation, "TestSupport"],
            path: "Tests/PlatformTests"),
        .testTarget(
            name: "UseCasesTests", dependencies: [.domain, .useCases, .systemTimeZones, "TestSupport"],
            path: "Tests/UseCasesTests"),
        .testTarget(
            name: "AppSupportTests",
            dependencies: [.domain, .useCases, .appSupport, .platform, "TestSupport"],
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

extension Target.Dependency {
    static let domain = Self.product(name: "Domain", package: "Domain")
    static let useCases = Self.product(name: "UseCases", package: "UseCases")
    static let systemTimeZones = Self.product(name: "SystemTimeZones", package: "UseCases")
    static let persistence = Self.product(name: "Persistence", package: "Persistence")
    static let storeContract = Self.product(name: "StoreContract", package: "StoreContract")
    static let persistenceSQLite = Self.product(name: "PersistenceSQLite", package: "PersistenceSQLite")
    static let persistencePostgres = Self.product(name: "PersistencePostgres", package: "PersistencePostgres")
    static let presentation = Self.product(name: "Presentation", package: "Presentation")
    static let flickrJSON = Self.product(name: "FlickrJSON", package: "Flickr")
    static let flickrFetcher = Self.product(name: "FlickrFetcher", package: "Flickr")
    static let imageFileCache = Self.product(name: "ImageFileCache", package: "ImageFileCache")
    static let appSupport = Self.product(name: "AppSupport", package: "AppSupport")
    static let httpServer = Self.product(name: "HTTPServer", package: "HTTPServer")
    static let lineEditing = Self.product(name: "LineEditing", package: "LineEditing")
    static let platformFoundation = Self.product(name: "PlatformFoundation", package: "Platform")
    static let platform = Self.product(name: "Platform", package: "Platform")
}
