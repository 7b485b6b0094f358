/// The EXAMPLES part of each command's help and of the man page, keyed by the command's words.
/// Kept apart from the catalog's other text so examples can be added without touching it.
enum CommandExamples {
    static func examples(for words: [String]) -> [String] {
        table[words.joined(separator: " ")] ?? []
    }

    private static let table: [String: [String]] = [
        "demo": ["outings demo", "outings --store memory: demo"],
        "places": ["outings places", "FLICKR_API_KEY=... outings places --refresh", "outings places --json"],
        "places photos": [
            "outings places photos PLACE_ID", "outings places photos PLACE_ID --limit 10 --json",
        ],
        "photos": ["outings photos", "outings photos --json"],
        "photos import": ["outings photos import response.json", "curl -s URL | outings photos import -"],
        "photos show": [
            "outings photos show PHOTO_ID", "outings photos show PHOTO_ID --size original --json",
        ],
        "photos open": ["outings photos open PHOTO_ID", "outings photos open PHOTO_ID --page"],
        "photos download": [
            "outings photos download PHOTO_ID",
            "outings photos download PHOTO_ID --size small --output - > p.jpg",
        ],
        "recents": ["outings recents", "outings recents --json"],
        "recents show": ["outings recents show 1"],
        "recents open": ["outings recents open 2 --page"],
        "recents clear": ["outings recents clear"],
        "cache": ["outings cache", "OUTINGS_CACHE_LIMIT=200M outings photos open PHOTO_ID"],
        "cache clear": ["outings cache clear"],
        "attractions": ["outings attractions", "outings attractions --json"],
        "attractions list": ["outings attractions list", "outings attractions list --json"],
        "attractions show": ["outings attractions show ID", "outings attractions show ID --json"],
        "attractions add": [
            "outings attractions add --name 'City Park' --type Park --outside", "outings attractions add",
        ],
        "attractions edit": [
            "outings attractions edit ID --website https://example.org", "outings attractions edit ID",
        ],
        "attractions remove": ["outings attractions remove ID"],
        "attractions move": ["outings attractions move ID --to 1"],
        "transfer": [
            "outings transfer --from sqlite:old.sqlite --to sqlite:new.sqlite",
            "outings transfer --from sqlite:guide.sqlite --to postgres://me@db.example/outings --replace",
        ],
        "check": ["outings check", "outings --store postgres://me@db.example/outings check --json"],
        "help": ["outings help", "outings help attractions edit"],
        "info": ["outings info", "outings info --json"],
        "config": ["outings config list"],
        "config list": ["outings config list"],
        "config get": ["outings config get store"],
        "config set": [
            "outings config set store sqlite:~/guides/family.sqlite",
            "outings config set flickr-api-key < ~/flickr-key.txt",
        ],
        "config unset": ["outings config unset flickr-api-key"],
        "completion": [
            "source <(outings completion bash)", "outings completion zsh > ~/.zfunc/_outings",
            "outings completion fish > ~/.config/fish/completions/outings.fish",
        ],
    ]
}
