/// Every environment variable `outings` reads and what it does: the one table that
/// `outings help environment` and the man page's ENVIRONMENT both print.
enum EnvironmentHelp {
    static let variables: [(name: String, meaning: String)] = [
        (
            "OUTINGS_STORE",
            "the store when --store is not given (else store in the configuration file, else "
                + "$XDG_DATA_HOME/outings/outings.sqlite)"
        ),
        (
            "OUTINGS_MEMBER",
            "the member whose recents the CLI shows and records when --member is not given (else member "
                + "in the configuration file, else the household's)"
        ),
        (
            "FLICKR_API_KEY",
            "the Flickr API key for --refresh (else flickr-api-key in the configuration file)"
        ),
        ("OUTINGS_FLICKR_URL", "another Flickr API address instead of https://api.flickr.com/services/rest/"),
        ("OUTINGS_FLICKR_STATIC_URL", "another image host instead of https://live.staticflickr.com/"),
        ("OUTINGS_CACHE_LIMIT", "the image cache's size: bytes, or with K, M or G (default 50M)"),
        (
            "OUTINGS_CACHE_MAX_AGE",
            "how long a cached image stays fresh: 7d, 12h, 30m, or 0 for never (default 7d); an older "
                + "one is fetched again, and still shown when that fails"
        ),
        (
            "OUTINGS_TIMEZONE",
            "the guide's time zone, where --open-now and --open-at are read, such as Europe/Berlin (else "
                + "timezone in the configuration file, else the system's)"
        ),
        ("OUTINGS_LOCK_WAIT", "seconds a write waits for another process's lock (0.001 to 600, default 10)"),
        ("BROWSER", "the program 'photos open' starts (else xdg-open)"),
        ("XDG_DATA_HOME", "holds the default store, outings/outings.sqlite (else ~/.local/share)"),
        ("XDG_CONFIG_HOME", "holds the configuration file, outings/config (else ~/.config)"),
        ("XDG_CACHE_HOME", "holds the image cache, outings/photos (else ~/.cache)"),
        ("XDG_STATE_HOME", "holds the editor's history, outings/history (else ~/.local/state)"),
        ("PGPASSWORD", "libpq's PostgreSQL password (or ~/.pgpass): never put one in --store"),
        ("COLUMNS", "on a terminal, the width help and lists fit (else the terminal's, else 80)"),
        ("NO_COLOR", "set and not empty: no colour unless --color always"),
        ("TERM", "dumb: no colour unless --color always"),
    ]
}
