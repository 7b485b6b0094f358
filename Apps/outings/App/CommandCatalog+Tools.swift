extension CommandCatalog {
    /// Every command, the guide's and the tools', in the order `outings --help` lists them.
    static let all: [CommandSpec] = guide + visits + household + plans + planPrint + members + tools

    /// Commands about Outings itself rather than the guide: help, info, configuration, completion.
    static let tools: [CommandSpec] = [
        CommandSpec(
            words: ["help"], arguments: ["[COMMAND...|TOPIC]"],
            summary: "show a command's usage, options and examples",
            options: [],
            details: """
                'outings help attractions edit' prints what 'outings attractions edit --help' prints.
                TOPIC is \(HelpTopic.allCases.map { "'\($0.rawValue)' (\($0.summary))" }.joined(separator: " or ")).
                """,
            examples: ["outings help", "outings help attractions move", "outings help exit-codes"],
            store: .reads, overview: .help, run: { $0.printHelp() }),
        CommandSpec(
            words: ["info"], arguments: [],
            summary: "show the store in use and what it holds",
            options: [json],
            details: """
                Prints the version, the store in use (where it was named: --store, OUTINGS_STORE, the config
                file or the default), its backend and location (a PostgreSQL password is never shown), whether
                it exists, its schema version, how many attractions, places, photos and recents it holds, and
                whether this user can write it. Reads only: a missing store is reported, not created.
                """,
            examples: ["outings info", "outings info --json"],
            store: .reads, run: { try $0.runInfo() }),
        CommandSpec(
            words: ["config"], arguments: [], summary: "show or change the configuration file",
            options: [],
            details: """
                The file is $XDG_CONFIG_HOME/outings/config (else ~/.config/outings/config), mode 0600, one
                'key = value' per line ('#' starts a comment). Keys: store (the default store),
                flickr-api-key, cache-max-age (how long a cached image stays fresh), member, and for
                outings-web session-idle and session-lifetime (how long a sign-in lasts unused and in
                all) and trusted-proxy (the reverse proxies whose X-Forwarded-For it reads), timezone
                (the guide's time zone, where open hours are read; default the system's), currency (the
                guide's currency, in which a cost typed as a bare number such as 10 is read; unset, a
                bare number is refused), and public-url (the address people open the web guide at:
                invitation links, from outings-web and from outings members invite, are absolute on it).
                --store and OUTINGS_STORE win over store; --api-key, --api-key-file and
                FLICKR_API_KEY win over flickr-api-key; OUTINGS_CACHE_MAX_AGE wins over cache-max-age,
                OUTINGS_SESSION_IDLE over session-idle, OUTINGS_SESSION_LIFETIME over session-lifetime,
                OUTINGS_TIMEZONE over timezone, outings-web's --trusted-proxy over trusted-proxy and its
                --public-url over public-url.
                """,
            examples: ["outings config list"],
            store: .reads, isGroup: true, overview: .stores, run: { $0.printHelp() }),
        CommandSpec(
            words: ["config", "list"], arguments: [],
            summary: "print every key that is set (never the key itself)",
            options: [], details: "flickr-api-key shows as (set); a password in a store URL as ***.",
            examples: ["outings config list"],
            store: .reads, run: { try $0.configCommand().list() }),
        CommandSpec(
            words: ["config", "get"], arguments: ["KEY"], summary: "print one configured value",
            options: [],
            details: "Prints the value of store, or '(set)' for flickr-api-key; exit 66 when KEY is not set.",
            examples: ["outings config get store"],
            store: .reads, run: { try $0.configCommand().get() }),
        CommandSpec(
            words: ["config", "set"], arguments: ["KEY", "[VALUE]"],
            summary: "set a key in the configuration file",
            options: [],
            details: """
                store takes its VALUE as an argument and must be a store --store accepts; cache-max-age
                takes 7d, 12h, 30m or 0 (never expire); session-idle and session-lifetime take 14d, 12h
                or 30m, at most 365d; timezone takes a name of the system's time-zone database
                (America/Denver, Europe/Berlin); currency takes a three-letter ISO 4217 code (USD, EUR),
                stored upper-case; trusted-proxy takes IP addresses separated by commas
                (127.0.0.1,::1), the reverse proxies outings-web believes; public-url takes an http or
                https address with an optional port and path (https://outings.example.org/family). flickr-api-key is
                read from the first line of standard input, never from the arguments (which other users can
                see with ps): 'outings config set flickr-api-key < key.txt'. The file is written atomically,
                mode 0600.
                """,
            examples: [
                "outings config set store sqlite:~/guides/family.sqlite",
                "outings config set cache-max-age 3d",
                "outings config set flickr-api-key < ~/flickr-key.txt",
            ],
            store: .reads, run: { try $0.configCommand().set() }),
        CommandSpec(
            words: ["config", "unset"], arguments: ["KEY"],
            summary: "remove a key from the configuration file",
            options: [], details: "Removing a key that is not set changes nothing.",
            examples: ["outings config unset flickr-api-key"],
            store: .reads, run: { try $0.configCommand().unset() }),
        CommandSpec(
            words: ["completion"], arguments: ["SHELL"],
            summary: "print a completion script for bash, zsh or fish",
            options: [],
            details: """
                Completes commands, subcommands, options, --size values, store schemes, and the attraction,
                place and photo ids of the store in use (read when you press Tab, by 'outings __complete').
                """,
            examples: [
                "source <(outings completion bash)", "outings completion zsh > ~/.zfunc/_outings",
                "outings completion fish > ~/.config/fish/completions/outings.fish",
            ],
            store: .reads, overview: .stores,
            run: { try CompletionCommand(console: $0.root.console).printScript(for: $0.command.argument(0)) }),
    ]
}
