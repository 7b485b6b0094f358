import AppSupport
import Domain
import Presentation
import UseCases

/// Every command of `outings`, in the order `outings --help` lists them.
package enum CommandCatalog {
    /// Every command's words, for tests in this package that must cover each command.
    package static var allWords: [[String]] { all.map(\.words) }

    static let json = CommandSpec.Option.flag("json", "print JSON instead of text")
    static let size = CommandSpec.Option.value(
        "size", "S", "image size (default large): \(PhotoSize.names)")
    static let timeout = CommandSpec.Option.value(
        "timeout", "SECONDS", "give up on the whole download after this long (default 30)")
    static let refresh: [CommandSpec.Option] = [
        .flag(
            "refresh",
            "fetch from Flickr first and store the result (needs an API key); on a terminal, shows the "
                + "pages and items fetched on standard error"),
        .value(
            "api-key", "KEY",
            "Flickr API key; arguments are visible to other users (ps, /proc), so prefer --api-key-file "
                + "or FLICKR_API_KEY"),
        .value("api-key-file", "FILE", "read the Flickr API key from the first line of FILE"),
        .value("timeout", "SECONDS", "the whole refresh ends within this long (default 30)"),
    ]
    static let pageOption = CommandSpec.Option.flag(
        "page", "open the photo's Flickr page instead of the image")
    static let openDetails = """
        Opens the image (cached, so it works offline after the first time) or with --page the photo's
        Flickr page, with $BROWSER when set, else xdg-open; without either, prints the URL and says why.
        Records the photo in recents, as show does.
        """
    /// `add` and `edit`'s field options: one per `AttractionField`, in its order, with
    /// `AttractionFieldGuide`'s hint; the name, the setting and the tags take their own form.
    static let fields = AttractionField.allCases.flatMap { field -> [CommandSpec.Option] in
        let hint = AttractionFieldGuide.hint(field)
        switch field {
        case .name: return [.value("name", "TEXT", "the name (\(hint))")]
        case .inside: return [.flag("inside", "it is indoors"), .flag("outside", "it is outdoors")]
        case .tags:
            return [
                .repeatable(
                    "tag", "TAG",
                    "add a tag such as playground (letters, digits and '-', at most \(Tags.maximumLength); \(Tags.maximumCount) tags at most)"
                ),
                .repeatable("no-tag", "TAG", "remove a tag (given with --tag too, it is removed)"),
            ]
        default: return [.value(field.rawValue, valueName(of: field), hint)]
        }
    }

    /// What a field option's value is called in the help where the field reads a form of its
    /// own (URL for a web address); TEXT otherwise. A switch, not a dictionary: the dictionary's
    /// first use looked up AttractionField's Hashable conformance at run time, about 7% of a
    /// read's start-up.
    private static func valueName(of field: AttractionField) -> String {
        if field.isWebAddress { return "URL" }
        return switch field {
        case .ages: "AGES"
        case .cost: "COST"
        case .hours: "HOURS"
        case .location: "LAT,LON"
        default: "TEXT"
        }
    }

    /// `attractions list`'s filters: `AttractionFilter.Parameter`'s names, as the API's query.
    static let filters: [CommandSpec.Option] = [
        .value("age", "N", "suits a child of N years (0 to \(AgeRange.oldestWritten))"),
        .repeatable(
            "child", "NAME",
            "suits this child of the household ('outings household') at their age on the --open-at day, else today"
        ),
        .flag("free", "costs nothing"),
        .value(
            "max-cost", "AMOUNT",
            "costs at most AMOUNT per child: '10 USD', '$10', '\u{20AC}8', or '10' in the guide's currency setting (free fits; another currency does not)"
        ),
        .flag("open-now", "open now, in the guide's time zone"),
        .value(
            "open-at", "WHEN",
            "open at WHEN: 'sat 10am', 'saturday 10:00' (the next one from now), 'tomorrow 2pm', a time today ('10', '2pm'), 'now', or 2026-12-05T10:00"
        ),
        .flag("inside", "indoors"),
        .flag("outside", "outdoors"),
        .value(
            "near", "PLACE",
            "a household place's name ('Home'), LAT,LON, a geo: URI, a maps link, or an attraction's whole name: nearest first, those without a location left out; standard error says which point it used"
        ),
        .value("within", "DISTANCE", "at most this far from --near, such as 500m or 10km (needs --near)"),
        .repeatable("tag", "TAG", "has this tag; several must all be there"),
        .value("search", "TEXT", "TEXT in the name, description or a tag, ignoring case and accents"),
        .flag(
            "not-visited", "not visited by the member named (or the household, in a guide without members)"),
    ]

    static let filterDetails = """
        Filters keep the attractions that meet all the options given, in the list's order, or nearest
        first with --near (equal distances in list order). An attraction without the value a filter
        reads (ages, cost, hours, location) does not match it. Times are read in the guide's time zone
        (OUTINGS_TIMEZONE, else the config file's timezone, else the system's). A bad value is exit 64.
        GET /api/attractions takes the same filters as query parameters (age=4&free=1&tag=a&tag=b).
        """

    /// What ID may be, for every command that takes an attraction (AttractionReference's rule).
    static let attractionArgument = """
        ID names one attraction: its number in the list (3), its id or the start of it (the short id
        a list shows), or its name or a word or part of it ("city park", museum), ignoring case and
        accents. Tried in that order: whole id, number, whole name, id start, word start, any part;
        the first that matches decides. A number past the end is exit 66 unless it is a whole name;
        text that matches several is exit 64, listing them as "N. NAME (SHORT_ID)".
        """

    /// The guide's commands; `all` adds the tools (CommandCatalog+Tools.swift).
    static let guide: [CommandSpec] = [
        CommandSpec(
            words: ["demo"], arguments: [], summary: "load the bundled sample guide and show a tour",
            options: [],
            details:
                "Imports the sample places, photos and attractions (again is harmless: nothing is duplicated).",
            examples: ["outings demo", "outings --store memory: demo"],
            store: .writes, overview: .stores, run: { try $0.runDemo() }),
        CommandSpec(
            words: ["places"], arguments: [], summary: "list places in sections by country",
            options: [json] + refresh,
            details: """
                One section per country (the text after the last ", " of the place's name; a place without
                one is its own section), countries and places in alphabetical order ignoring case and accents.
                Each row: the place id, its title and subtitle. Use the id with 'outings places photos'.
                --json prints one array in the same order, each place with its "country".
                With --refresh, first fetches Flickr's top places (flickr.places.getTopPlacesList) and its
                licence list (flickr.photos.licenses.getInfo; if only that fails, a warning and the list
                kept before); without, the stored catalog is used, so everything works offline after one fetch. The key comes
                from --api-key, --api-key-file or FLICKR_API_KEY; it is never printed or stored.
                """,
            examples: [
                "outings places", "FLICKR_API_KEY=... outings places --refresh", "outings places --json",
            ],
            store: .writesWith("refresh"), overview: .guide,
            run: { try $0.root.placeCommands($0.command).listPlaces() }),
        CommandSpec(
            words: ["places", "photos"], arguments: ["PLACE_ID"], summary: "list photos of a place",
            options: [
                .value("limit", "N", "at most N photos (default 50)"),
                .flag("license", "only photos whose licence permits reuse (Creative Commons, public domain)"),
                json,
            ] + refresh,
            details: """
                Newest uploads first. Each row starts with the photo id for 'outings photos show'.
                With --license, only photos whose licence permits reuse (the Creative Commons and
                public-domain licences), up to N of them.
                With --refresh, first fetches up to N geotagged photos of the place (flickr.photos.search)
                and Flickr's licence list (flickr.photos.licenses.getInfo), which credits then name.
                """,
            examples: [
                "outings places photos PLACE_ID", "outings places photos PLACE_ID --limit 10 --json",
                "outings places photos PLACE_ID --license",
            ],
            store: .writesWith("refresh"), run: { try $0.root.placeCommands($0.command).placePhotos() }),
        CommandSpec(
            words: ["photos"], arguments: [], summary: "list every photo; import, show, near, open, download",
            options: [json],
            details: """
                Without a subcommand, lists every photo in the catalog, newest upload first.
                """,
            examples: ["outings photos", "outings photos --json"],
            store: .reads, overview: .guide, run: { try $0.root.placeCommands($0.command).listPhotos() }),
        CommandSpec(
            words: ["photos", "import"], arguments: ["FILE|-"],
            summary: "import a Flickr places or photos JSON response", options: [],
            details: """
                Accepts a flickr.photos.search or flickr.places.getTopPlacesList response, or a bare array
                of their entries; '-' reads standard input. All or nothing: a bad file imports nothing.
                Importing a photo again updates it. At most 256 MB, and at most 20,000 places and photos
                into a memory: or defaults: store; anything larger is refused with exit 65.
                """,
            examples: ["outings photos import response.json", "curl -s URL | outings photos import -"],
            store: .writes,
            run: { runner in
                let root = runner.root
                let console = root.console
                try ImportCommand(
                    file: runner.command.argument(0), standardInput: { console.read(upTo: $0) },
                    importCatalog: root.importCatalog, status: root.statusPresenter
                ).run()
            }),
        CommandSpec(
            words: ["photos", "show"], arguments: ["PHOTO_ID"],
            summary: "show a photo and record it in recents", options: [size, json],
            details: """
                Prints title, subtitle, owner, the image URL, the photo's Flickr page and where it was taken
                ("Location: 40.58530, -105.08440 (Flickr accuracy 16), 2.4 km from the centre of PLACE":
                signed decimal degrees, negative south and west; the distance when the place's centre is
                known; "Location: not geotagged" otherwise), and moves the photo to the front of recents.
                --json adds "distanceFromPlaceCentre" (metres, or null).
                """,
            examples: [
                "outings photos show PHOTO_ID", "outings photos show PHOTO_ID --size original --json",
            ],
            store: .writes, run: { try $0.root.photoCommands($0.command).show() }),
        CommandSpec(
            words: ["photos", "near"], arguments: ["LAT,LON"],
            summary: "list the geotagged photos nearest a point",
            options: [
                .value("within", "DISTANCE", "only photos at most this far: 500m, 5km, 2.5km (default: any)"),
                .value(
                    "limit", "N",
                    "at most N photos, 1 to \(PhotosNear.limits.upperBound) (default \(PhotosNear.defaultLimit))"
                ),
                json,
            ],
            details: """
                Lists the stored photos that are geotagged by their great-circle distance from LAT,LON
                (decimal degrees, latitude first, negative south and west: 40.5853,-105.0844, or quoted
                with a space after the comma), nearest first, equal distances by photo id. Each row: the
                distance, the title, the place and the photo id. --json prints an array of the photo
                lists' objects, each with its "distance" in metres. A point or distance written any other
                way is exit 64.
                """,
            examples: [
                "outings photos near 40.5853,-105.0844",
                "outings photos near '40.5853, -105.0844' --within 5km",
                "outings photos near 40.5853,-105.0844 --limit 5 --json",
            ],
            store: .reads,
            run: { runner in
                let root = runner.root
                try PhotosNearCommand(
                    command: runner.command, photosNear: root.photosNear,
                    presenter: root.nearbyPhotosPresenter
                ).run()
            }),
        CommandSpec(
            words: ["photos", "open"], arguments: ["PHOTO_ID"],
            summary: "open a photo's image (or Flickr page) in the browser",
            options: [size, pageOption, timeout],
            details: openDetails,
            examples: ["outings photos open PHOTO_ID", "outings photos open PHOTO_ID --page"],
            store: .writes, run: { try $0.root.imageCommands($0.command).open() }),
        CommandSpec(
            words: ["photos", "download"], arguments: ["PHOTO_ID"], summary: "save a photo's image file",
            options: [
                size,
                .value(
                    "output", "FILE|-", "where to write (default ID_SUFFIX.EXT here; - is standard output)"),
                .flag("force", "overwrite FILE if it exists"), timeout,
            ],
            details: """
                Writes the image and prints the credit line 'Photo by OWNER on Flickr: PAGE'. The image comes
                from the cache when it is there (so this works offline), else from Flickr, and is cached.
                Records nothing in recents. An existing FILE is kept (exit 73) unless --force.
                """,
            examples: [
                "outings photos download PHOTO_ID",
                "outings photos download PHOTO_ID --size small --output - > p.jpg",
            ],
            store: .reads, run: { try $0.root.imageCommands($0.command).download() }),
        CommandSpec(
            words: ["recents"], arguments: [], summary: "list recently viewed photos, newest first",
            options: [json], details: "At most 20 are kept.",
            examples: ["outings recents", "outings recents --json"],
            store: .reads, overview: .guide, run: { try $0.root.photoCommands($0.command).listRecents() }
        ),
        CommandSpec(
            words: ["recents", "show"], arguments: ["N"], summary: "show recent photo number N (1 is newest)",
            options: [size, json], details: "Showing it moves it to the front.",
            examples: ["outings recents show 1"],
            store: .writes, run: { try $0.root.photoCommands($0.command).showRecent() }),
        CommandSpec(
            words: ["recents", "open"], arguments: ["N"],
            summary: "open recent photo number N in the browser",
            options: [size, pageOption, timeout], details: openDetails,
            examples: ["outings recents open 2 --page"],
            store: .writes, run: { try $0.root.imageCommands($0.command).openRecent() }),
        CommandSpec(
            words: ["recents", "clear"], arguments: [], summary: "forget the recently viewed photos",
            options: [], details: "", examples: ["outings recents clear"],
            store: .writes, run: { try $0.root.photoCommands($0.command).clearRecents() }),
        CommandSpec(
            words: ["cache"], arguments: [], summary: "show how many images are cached and their size",
            options: [json],
            details: """
                Images seen with 'photos open' or 'photos download' are kept in $XDG_CACHE_HOME/outings/photos
                (else ~/.cache/outings/photos), at most OUTINGS_CACHE_LIMIT in total (bytes, or with K, M or G;
                default 50M); the least recently used go first. An image older than OUTINGS_CACHE_MAX_AGE (7d,
                12h, 30m, or 0 for never; default 7d) is stale: it is fetched again when Flickr's image host
                answers, and still shown when it does not. Shows how long ago the oldest image was fetched and
                how many are stale.
                """,
            examples: [
                "outings cache", "OUTINGS_CACHE_LIMIT=200M outings photos open PHOTO_ID",
                "OUTINGS_CACHE_MAX_AGE=12h outings cache",
            ],
            // Left out of the overview, which stays one screen: `outings help cache` has it.
            store: .reads, run: { try $0.root.imageCommands($0.command).showCache() }),
        CommandSpec(
            words: ["cache", "clear"], arguments: [], summary: "delete every cached image", options: [],
            details: "", examples: ["outings cache clear"],
            store: .reads, run: { try $0.root.imageCommands($0.command).clearCache() }),
        CommandSpec(
            words: ["cache", "prune"], arguments: [],
            summary: "delete the cached images older than the maximum age",
            options: [],
            details: """
                Removes the stale images (older than OUTINGS_CACHE_MAX_AGE, default 7d) and says how many and
                their size; fresh images stay. Safe while outings-web serves from the same cache.
                """,
            examples: ["outings cache prune", "OUTINGS_CACHE_MAX_AGE=1d outings cache prune"],
            store: .reads, run: { try $0.root.imageCommands($0.command).pruneCache() }),
        CommandSpec(
            words: ["attractions"], arguments: [], summary: "list, add, edit, remove and reorder attractions",
            options: [json],
            details: """
                Without a subcommand, lists the attractions as 'attractions list' does.
                """,
            examples: ["outings attractions", "outings attractions --json"],
            store: .reads, overview: .guide, run: { try $0.root.attractionCommands($0.command).list() }),
        CommandSpec(
            words: ["attractions", "list"], arguments: [], summary: "list attractions in order",
            options: filters + [json],
            details: """
                On a terminal: aligned columns cut with "…" to fit the width, and a short id (the shortest
                unique prefix, at least 8 characters, which every command taking an ID accepts). Piped:
                one line per attraction with its whole id ("1. NAME (TYPE, SETTING)  id ID").

                \(filterDetails)
                """,
            examples: [
                "outings attractions list", "outings attractions list --json",
                "outings attractions list --age 4 --free --open-at 'sat 10:00' --near 40.5853,-105.0844 --within 10km",
            ],
            store: .reads, run: { try $0.root.attractionCommands($0.command).list() }),
        CommandSpec(
            words: ["attractions", "show"], arguments: ["ID"], summary: "show one attraction",
            options: [json], details: attractionArgument,
            examples: ["outings attractions show 3", "outings attractions show museum --json"],
            store: .reads, run: { try $0.root.attractionCommands($0.command).show() }),
        CommandSpec(
            words: ["attractions", "add"], arguments: [], summary: "add an attraction at the end",
            options: fields + [json],
            details: "With no field options, opens an editor session on a blank attraction (see 'edit').",
            examples: [
                "outings attractions add --name 'City Park' --type Park --outside", "outings attractions add",
            ],
            store: .writes, run: { try $0.root.attractionCommands($0.command).add() }),
        CommandSpec(
            words: ["attractions", "edit"], arguments: ["ID"], summary: "change an attraction",
            options: fields + [json],
            details: """
                With field options, changes those fields and saves. Without, opens an editor session that
                reads commands from standard input.
                \(EditorSession.commands)
                End of input without 'save' cancels: nothing changes. Input after save or cancel is not
                read: the session then exits 64 (a save still stands). Lines typed at a terminal are kept
                in $XDG_STATE_HOME/outings/history (else ~/.local/state/outings/history).
                \(attractionArgument)
                """,
            examples: [
                "outings attractions edit ID --website https://example.org", "outings attractions edit ID",
            ],
            store: .writes, run: { try $0.root.attractionCommands($0.command).edit() }),
        CommandSpec(
            words: ["attractions", "remove"], arguments: ["ID"], summary: "remove an attraction",
            options: [.flag("yes", "remove without asking (needed when standard input is not a terminal)")],
            details: """
                At a terminal, names the attraction and asks first (Remove "NAME"? [y/N]); only y or yes
                removes it. With standard input not a terminal, --yes is required (else exit 64).
                \(attractionArgument)
                """,
            examples: ["outings attractions remove 3", "outings attractions remove 'City Park' --yes"],
            store: .writes, run: { try $0.root.attractionCommands($0.command).remove() }),
        CommandSpec(
            words: ["attractions", "move"], arguments: ["ID"], summary: "move an attraction to a position",
            options: [.required("to", "POSITION", "the 1-based position in the list")],
            details: attractionArgument,
            examples: ["outings attractions move ID --to 1", "outings attractions move 'city park' --to 1"],
            store: .writes, run: { try $0.root.attractionCommands($0.command).move() }),
        CommandSpec(
            words: ["export"], arguments: [],
            summary: "write the attractions as JSON, CSV, GeoJSON or GPX",
            options: [
                .required("format", "FORMAT", AttractionExportFormat.names),
                .value(
                    "output", "FILE",
                    "write FILE (replaced whole, never half written) instead of standard output (- is standard output)"
                ),
            ] + filters,
            details: """
                Writes the attractions in the guide's order (or those the filters keep, as
                'attractions list' reads them), streamed as they are read; changes nothing.
                json: the array 'attractions list --json' prints. csv (RFC 4180, UTF-8): a header row
                \(AttractionCSV.columns.joined(separator: ",")); CRLF line ends; fields holding a comma,
                quote, CR or LF quoted, quotes doubled; inside is true or false, tags joined with ";",
                an unknown value empty. A text field that starts with = + - @, a tab, CR or ' gets one
                ' in front so a spreadsheet does not run it as a formula (remove one leading ' to read
                the text back); latitude, longitude and position stay numbers. geojson (RFC 7946): a
                FeatureCollection of Point features, coordinates [longitude, latitude], the other fields
                as properties. gpx (GPX 1.1): one waypoint per attraction with name, desc, link and
                type; XML-escaped, controls XML cannot carry become U+FFFD. geojson and gpx leave out
                attractions without a location. On a terminal, controls in the text are shown as
                U+FFFD. A FORMAT not listed is exit 64; a FILE that cannot be written is exit 74 and
                leaves any earlier FILE as it was.
                """,
            examples: [
                "outings export --format csv --output attractions.csv",
                "outings export --format gpx > attractions.gpx", "outings export --format geojson",
            ],
            // Not in the overview, which holds its documented 30 lines already: 'outings help export'.
            store: .reads,
            run: { runner in
                let root = runner.root
                let filter = try AttractionCommands.chosenFilter(runner.command)
                try ExportCommand(
                    command: runner.command, console: root.console,
                    attractions: {
                        let filtering = try root.filterAttractions(
                            runner.command, store: try root.stores().attractions)
                        return { body in try filtering.forEachMatch(filter, body) }
                    },
                    storeFiles: { try root.storeFiles() }
                ).run()
            }),
        CommandSpec(
            words: ["transfer"], arguments: [], summary: "copy the whole guide from one store to another",
            options: [
                .required("from", "STORE", "the store to copy from"),
                .required("to", "STORE", "the store to copy into"),
                .flag("replace", "overwrite a target that is not empty"),
                .flag(
                    "drop-members", "let a replace from a store without an owner remove the target's members"),
            ],
            details: """
                Copies attractions (keeping ids, versions and order), places, photos and recents, then
                members (password hashes as stored), their recents, sessions, invitations, API tokens,
                edit stamps and everyone's visits, ratings and notes; not failed sign-ins. STORE is sqlite:PATH, defaults:SUITE,
                postgres://USER@HOST/DATABASE or memory:. A target that holds anything (members too) is
                refused (exit 73) unless --replace is given. A replace that would leave a target that
                has an owner with none (the source has no members) is refused (exit 73, nothing changed)
                unless --drop-members is given too. OUTINGS_STORE is not read.
                Arguments are visible to other users of this machine (ps, /proc): keep a PostgreSQL
                password in PGPASSWORD or ~/.pgpass, not in the URL.
                  outings transfer --from sqlite:$HOME/.local/share/outings/outings.sqlite \\
                      --to postgres://me@db.example/outings
                """,
            examples: [
                "outings transfer --from sqlite:old.sqlite --to sqlite:new.sqlite",
                "outings transfer --from sqlite:guide.sqlite --to postgres://me@db.example/outings --replace",
            ],
            store: .opensItsOwn, overview: .stores,
            run: { runner in
                // Locations read as `--store` reads them; stores from the shared factory.
                let root = runner.root
                let environment = root.environment
                try TransferCommand(
                    command: runner.command,
                    parseLocation: { try StoreLocation.parse($0, environment: environment) },
                    openStores: { try StoreFactory(environment: environment).open($0, access: $1) },
                    status: root.statusPresenter
                ).run()
            }),
        CommandSpec(
            words: ["backup"], arguments: ["FILE"], summary: "write the whole guide to one file",
            options: [
                .flag("with-accounts", "add members, sessions, invitations, API tokens and edit stamps")
            ],
            details: """
                Writes attractions (every field, ids, versions and order), places, photos, the licence
                list, the recents, each member's recents and every member's (or the household's)
                visits, ratings and notes as one versioned JSON document with counts and a SHA-256
                checksum (the format is in docs/backups.md), streamed from one snapshot of the store.
                FILE is replaced only once the backup is complete: a failed backup leaves it as it
                was. FILE - writes it to standard output (refused on a terminal, exit 64), the status
                line then to standard error. --with-accounts adds members (password hashes as
                stored), credentials (digests) and edit stamps. FILE is created mode 0600 whatever
                the umask, as every backup holds the members' visits and notes.
                """,
            examples: ["outings backup guide.backup.json", "outings backup everything.json --with-accounts"],
            // Not in the overview, which holds one screen: `outings help backup` and the man page list them.
            store: .readsExisting,
            run: { try $0.root.backupCommands($0.command).backup() }),
        CommandSpec(
            words: ["restore"], arguments: ["FILE"], summary: "replace the guide with a backup",
            options: [
                .flag("replace", "overwrite a guide that is not empty"),
                .flag("drop-members", "let a replace from a backup without an owner remove the members"),
            ],
            details: """
                Reads and verifies all of FILE first (format version, layout, every record by the
                rules Outings saves by, counts, checksum) and writes nothing unless all of it is
                sound: a damaged or cut-short file, or a record Outings would not write, is exit 65
                ("FILE is not a sound Outings backup (line N: ...)"), one from a newer Outings exit 74,
                a missing one exit 66. Then writes the whole guide in one step (one transaction; one file
                replace for a defaults: store), so an interrupted restore leaves the guide as it was.
                A guide that holds anything (members too) is refused (exit 73) unless --replace is given.
                A backup with accounts replaces the members: one that holds no owner is refused over a
                guide that has one (exit 73, nothing changed) unless --drop-members is given too.
                A backup without accounts leaves the store's members, sessions and edit stamps as they
                are, and gives each member the recents and visits the backup holds under the same id
                (the household its own when the store has no members); the store's other visits go.
                """,
            examples: ["outings restore guide.backup.json", "outings restore guide.backup.json --replace"],
            // Not in the overview, which holds one screen: `outings help backup` and the man page list them.
            store: .writes,
            run: { try $0.root.backupCommands($0.command).restore() }),
        CommandSpec(
            words: ["check"], arguments: [], summary: "verify the store and list any problem",
            options: [json],
            details: """
                Reads the whole store and checks it, changing nothing. SQLite: PRAGMA integrity_check,
                then every column of every table holding the storage class its declared type names
                ("TABLE.COLUMN holds text in N rows ...").
                Every backend: positions 1...n without gaps, unique ids as Outings writes them (1 to 256
                bytes, no white space, control or format character), versions 1...2147483647, at
                most 20 recents without duplicates, every stored row readable (the plist: every
                value's type), every attraction's stored values readable (one that is not is shown
                as unreadable, never stops the rest, and is replaced by giving the field a value
                with edit); SQLite and PostgreSQL: order keys 0...4611686018427387903, unshared,
                and bucket sizes that match the rows. Members: names unique ignoring case, display
                names as Outings writes them, an owner while there are members, known roles, each
                member's recents at most 20 without duplicates, each credential once and every credential
                and visit record naming an existing member (an edit stamp may name a removed member). Prints "ok" (exit 0), or one line
                per problem (exit 74). A store that does not exist is exit 66 ("no Outings store at ...").
                """,
            examples: ["outings check", "outings --store postgres://me@db.example/outings check --json"],
            store: .readsExisting, overview: .stores,
            run: {
                let stores = try $0.root.stores()
                try CheckCommand(guide: stores.guide, access: stores.access, view: $0.root.view).run()
            }),
    ]

    /// Every option name that takes a value in some command; `GlobalOptions` leaves their values alone.
    static let valueOptionNames = Set(
        all.flatMap { $0.options }.filter { $0.valueName != nil }.map { $0.name })
}
