// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Outings",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "UseCases", targets: ["UseCases"]),
        .library(name: "Persistence", targets: ["Persistence"]),
        .library(name: "PersistenceSQLite", targets: ["PersistenceSQLite"]),
        .library(name: "PersistencePostgres", targets: ["PersistencePostgres"]),
        .library(name: "Presentation", targets: ["Presentation"]),
        .library(name: "FlickrJSON", targets: ["FlickrJSON"]),
        .library(name: "FlickrFetcher", targets: ["FlickrFetcher"]),
        .executable(name: "outings", targets: ["outings"]),
    ],
    targets: [
        // MARK: Core (no I/O)

        /// Values, policies and validation rules; imports nothing.
        .target(name: "Domain", path: "Modules/Domain"),
        /// Application use cases and the ports (store and editor protocols) they need.
        .target(name: "UseCases", dependencies: ["Domain"], path: "Modules/UseCases"),

        // MARK: Adapters

        /// SQLite, as shipped by the system (libsqlite3-dev).
        .systemLibrary(
            name: "CSQLite",
            path: "Modules/CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        /// PostgreSQL's client library, as shipped by the system (libpq-dev).
        .systemLibrary(
            name: "CLibPQ",
            path: "Modules/CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"])]
        ),
        /// Store adapters that need only Foundation: in-memory and UserDefaults (property lists).
        .target(name: "Persistence", dependencies: ["Domain", "UseCases"], path: "Modules/Persistence"),
        /// The embedded SQLite store (the default backend).
        .target(
            name: "PersistenceSQLite",
            dependencies: ["Domain", "UseCases", "CSQLite"],
            path: "Modules/PersistenceSQLite"
        ),
        /// The PostgreSQL store, for a guide shared by many users and machines.
        .target(
            name: "PersistencePostgres",
            dependencies: ["Domain", "UseCases", "CLibPQ"],
            path: "Modules/PersistencePostgres"
        ),
        /// Decodes Flickr REST responses (top places, photo search) into Domain values.
        .target(name: "FlickrJSON", dependencies: ["Domain"], path: "Modules/FlickrJSON"),
        /// The live Flickr REST API (libcurl, loaded at run time) behind the UseCases `FlickrPhotoSource` port.
        .target(
            name: "FlickrFetcher",
            dependencies: ["Domain", "UseCases", "FlickrJSON"],
            path: "Modules/FlickrFetcher"
        ),
        /// Presenters that turn use-case output into view models for any view.
        .target(
            name: "Presentation",
            dependencies: ["Domain", "UseCases"],
            path: "Modules/Presentation"
        ),

        // MARK: App

        /// The command-line interface and its composition root, importable by tests.
        .target(
            name: "OutingsApp",
            dependencies: [
                "Domain", "UseCases", "Persistence", "PersistenceSQLite", "PersistencePostgres",
                "Presentation",
                "FlickrJSON", "FlickrFetcher",
            ],
            path: "Apps/outings/App",
            resources: [.copy("Sample")]
        ),
        /// The `outings` executable: hands the process over to OutingsApp.
        .executableTarget(name: "outings", dependencies: ["OutingsApp"], path: "Apps/outings/Main"),

        // MARK: Fuzzing (built by Scripts/fuzz with -sanitize=fuzzer,address)

        /// Starts libFuzzer from a harness (looked up at run time, so the harnesses always build).
        .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
        /// libFuzzer harness: the Flickr JSON importer.
        .executableTarget(
            name: "fuzz-flickr-json", dependencies: ["FuzzSupport", "FlickrJSON"], path: "Fuzz/FuzzFlickrJSON"
        ),
        /// libFuzzer harness: the command-line parser.
        .executableTarget(
            name: "fuzz-command-line", dependencies: ["FuzzSupport", "OutingsApp"],
            path: "Fuzz/FuzzCommandLine"),
        /// libFuzzer harness: the store URL parser.
        .executableTarget(
            name: "fuzz-store-url", dependencies: ["FuzzSupport", "OutingsApp"], path: "Fuzz/FuzzStoreURL"),
        /// libFuzzer harness: the attraction editor's command reader.
        .executableTarget(
            name: "fuzz-editor", dependencies: ["FuzzSupport", "OutingsApp"], path: "Fuzz/FuzzEditor"),

        // MARK: Tests

        /// Helpers shared by test targets: temporary folders and the throwaway PostgreSQL server.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DomainTests", dependencies: ["Domain"], path: "Tests/DomainTests"),
        .testTarget(
            name: "UseCasesTests",
            dependencies: ["Domain", "UseCases"],
            path: "Tests/UseCasesTests"
        ),
        .testTarget(
            name: "PersistenceTests",
            dependencies: [
                "Domain", "UseCases", "Persistence", "PersistenceSQLite", "PersistencePostgres",
                "TestSupport",
            ],
            path: "Tests/PersistenceTests"
        ),
        .testTarget(
            name: "FlickrJSONTests",
            dependencies: ["Domain", "FlickrJSON"],
            path: "Tests/FlickrJSONTests"
        ),
        .testTarget(
            name: "FlickrFetcherTests",
            dependencies: ["Domain", "FlickrFetcher", "TestSupport"],
            path: "Tests/FlickrFetcherTests"
        ),
        .testTarget(
            name: "PresentationTests",
            dependencies: ["Domain", "UseCases", "Presentation"],
            path: "Tests/PresentationTests"
        ),
        .testTarget(
            name: "AcceptanceTests",
            dependencies: ["OutingsApp", "outings", "TestSupport"],
            path: "Tests/AcceptanceTests"
        ),
    ]
)
