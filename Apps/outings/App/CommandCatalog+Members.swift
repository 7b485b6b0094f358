import Presentation

extension CommandCatalog {
    static let passwordStdin = CommandSpec.Option.flag(
        "password-stdin", "read the password from the first line of standard input instead of the terminal")
    static let passwordDetails = """
        The password (at least 8 characters, at most 1,024 bytes, any Unicode, compared in NFC) is typed
        twice at the terminal without echo, or read from standard input with --password-stdin; never an
        argument. Only its Argon2id hash is stored.
        """

    /// Each role with what it lets a member do (`RoleWords`, as the web pages say it).
    static let roleWords = RoleWords.table.map { "\($0.role.rawValue) \($0.text)" }.joined(separator: "; ")

    /// The members of a guide and what they hold.
    static let members: [CommandSpec] = [
        CommandSpec(
            words: ["members"], arguments: [], summary: "manage who may use the guide",
            options: [],
            details: """
                A guide with no members is one household's, as it always was. Roles: \(roleWords).
                Each member has their own recents: --member NAME, OUTINGS_MEMBER or the config file's member
                chooses whose the CLI shows and records. The first member must be an owner and takes over the
                household's recents. Running these commands needs only access to the store itself.
                """,
            examples: ["outings members list"],
            store: .reads, isGroup: true, overview: .stores, run: { $0.printHelp() }),
        CommandSpec(
            words: ["members", "add"], arguments: ["NAME"], summary: "add a member",
            options: [
                .value("role", "R", "owner, editor or viewer (default owner)"),
                .value("display-name", "TEXT", "the name shown for them (default NAME)"), passwordStdin,
            ],
            details: """
                NAME is 1 to 32 ASCII letters, digits, '.', '-' or '_', unique ignoring case (exit 73 when
                taken, 65 when malformed). \(passwordDetails)
                """,
            examples: [
                "outings members add ada",
                "printf '%s\\n' \"$PASSWORD\" | outings members add bob --role viewer --password-stdin",
            ],
            store: .writes, run: { try $0.root.memberCommands($0.command).add() }),
        CommandSpec(
            words: ["members", "list"], arguments: [], summary: "list the members, oldest first",
            options: [json],
            details:
                "JSON: an array of objects with name, displayName, role and created (seconds since 1970).",
            examples: ["outings members list", "outings members list --json"],
            store: .reads, run: { try $0.root.memberCommands($0.command).list() }),
        CommandSpec(
            words: ["members", "role"], arguments: ["NAME", "R"], summary: "change a member's role",
            options: [],
            details: "R is owner, editor or viewer. The last owner cannot become anything else (exit 65).",
            examples: ["outings members role bob editor"],
            store: .writes, run: { try $0.root.memberCommands($0.command).setRole() }),
        CommandSpec(
            words: ["members", "password"], arguments: ["NAME"], summary: "set a member's password",
            options: [passwordStdin],
            details: "\(passwordDetails) Their sessions end; their API tokens stay.",
            examples: ["outings members password ada"],
            store: .writes, run: { try $0.root.memberCommands($0.command).setPassword() }),
        CommandSpec(
            words: ["members", "remove"], arguments: ["NAME"], summary: "remove a member",
            options: [],
            details: """
                Their sessions, API tokens, recents and visits go with them. The last owner cannot be removed
                (exit 65); a name the guide does not have is exit 66.
                """,
            examples: ["outings members remove bob"],
            store: .writes, run: { try $0.root.memberCommands($0.command).remove() }),
        CommandSpec(
            words: ["members", "invite"], arguments: [], summary: "print a one-time link to join the guide",
            options: [
                .value("role", "R", "the role it grants: owner, editor or viewer (default viewer)"),
                .value("expires", "TIME", "how long it works: 7d, 12h or 30m (default 7d)"),
                .flag("qr", "also print the link as a QR code for a phone's camera (needs public-url)"),
            ],
            details: """
                Prints the web guide's address followed by /join/TOKEN when the config file has public-url
                (outings config set public-url https://outings.example.org), else /join/TOKEN alone, to put
                after that address. It works once; only the token's SHA-256 is stored. With --qr the code is
                printed under the link in Unicode half blocks, black on white on a colour terminal (else in
                the text's colour: scan it dark on light); --qr without public-url is exit 64, and without
                libqrencode exit 78, both before any invitation is made.
                """,
            examples: [
                "outings members invite --role editor --expires 2d", "outings members invite --qr",
            ],
            store: .writes, run: { try $0.root.memberCommands($0.command).invite() }),
        CommandSpec(
            words: ["members", "invites"], arguments: [], summary: "list or cancel open invitations",
            options: [.value("cancel", "ID", "cancel the open invitation with this id"), json],
            details: """
                Lists each invitation not yet used and not expired by the start of its token's digest (never
                the token), the role it grants, when it was made and when it ends (seconds since 1970).
                With --cancel ID, that invitation's link works no more; an id that is not open is exit 66.
                """,
            examples: ["outings members invites", "outings members invites --cancel 3f9a1c2b4d5e"],
            store: .writesWith("cancel"), run: { try $0.root.memberCommands($0.command).invites() }),
        CommandSpec(
            words: ["members", "sessions"], arguments: ["NAME"], summary: "list or end a member's sessions",
            options: [.flag("revoke", "end every session of the member"), json],
            details: """
                Lists each signed-in browser by the start of its token's digest (never the token), when it
                began and when it ends (seconds since 1970).
                """,
            examples: ["outings members sessions ada", "outings members sessions ada --revoke"],
            store: .writesWith("revoke"), run: { try $0.root.memberCommands($0.command).sessions() }),
        CommandSpec(
            words: ["members", "token"], arguments: ["NAME"], summary: "make or revoke a personal API token",
            options: [.flag("revoke", "revoke every API token of the member")],
            details: "Prints a new token once; only its SHA-256 is stored, so it cannot be shown again.",
            examples: ["outings members token ada", "outings members token ada --revoke"],
            store: .writes, run: { try $0.root.memberCommands($0.command).token() }),
        CommandSpec(
            words: ["members", "unlock"], arguments: ["NAME"], summary: "clear a name's failed sign-ins",
            options: [.value("address", "ADDRESS", "also clear the failures from this client address")],
            details: """
                After 5 failed sign-ins within 15 minutes for a name or from an address, the web guide makes
                each further try wait; this forgets the name's failures (and the address's), so the next
                try goes ahead at once.
                """,
            examples: ["outings members unlock ada", "outings members unlock ada --address 192.168.1.20"],
            store: .writes, run: { try $0.root.memberCommands($0.command).unlock() }),
    ]
}
