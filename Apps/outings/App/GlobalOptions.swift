import AppSupport

/// Options that apply to every command, taken out before the command is matched.
struct GlobalOptions {
    var store: String?
    /// `--member NAME`: whose recents this command shows and records.
    var member: String?
    var help = false
    var version = false
    /// `--color auto|always|never`; auto when not given.
    var color = ColorChoice.auto
    private var colorGiven = false
    var rest: [String] = []

    /// `valueOptions` are the names of every command option that takes a value: such an option
    /// takes the next word whatever it looks like (`--name -h` names something "-h"), so that word
    /// is never read as `--help`, `--version` or `--store`. Evaluated only when a word could be
    /// such an option, so a command line without one never builds the catalog for it.
    static func extract(
        from arguments: [String],
        valueOptions: @autoclosure () -> Set<String> = CommandCatalog.valueOptionNames
    ) throws -> GlobalOptions {
        var options = GlobalOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--":
                options.rest += arguments[(index - 1)...]
                return options
            case "--help", "-h": options.help = true
            case "--version": options.version = true
            case "--store":
                guard index < arguments.count else {
                    throw CLIError.usage("--store needs a value, such as sqlite:PATH or memory:")
                }
                try options.setStore(arguments[index])
                index += 1
            case _ where argument.hasPrefix("--store="):
                try options.setStore(String(argument.dropFirst("--store=".count)))
            case "--member":
                guard index < arguments.count else { throw CLIError.usage("--member needs a member's name") }
                try options.setMember(arguments[index])
                index += 1
            case _ where argument.hasPrefix("--member="):
                try options.setMember(String(argument.dropFirst("--member=".count)))
            case "--color":
                guard index < arguments.count else {
                    throw CLIError.usage("--color needs a value: auto, always or never")
                }
                try options.setColor(arguments[index])
                index += 1
            case _ where argument.hasPrefix("--color="):
                try options.setColor(String(argument.dropFirst("--color=".count)))
            case _ where argument.hasPrefix("--") && valueOptions().contains(String(argument.dropFirst(2))):
                // The command parser checks the option; here only its value is kept from being read.
                options.rest.append(argument)
                if index < arguments.count {
                    options.rest.append(arguments[index])
                    index += 1
                }
            default:
                options.rest.append(argument)
            }
        }
        return options
    }

    /// Two stores would leave one of them silently unused.
    private mutating func setStore(_ value: String) throws {
        guard store == nil else { throw CLIError.usage(CommandLineWording.givenTwice("store")) }
        store = value
    }

    private mutating func setMember(_ value: String) throws {
        guard member == nil else { throw CLIError.usage(CommandLineWording.givenTwice("member")) }
        member = value
    }

    /// Like a store, a colour given twice would leave one of them silently unused.
    private mutating func setColor(_ value: String) throws {
        guard !colorGiven else { throw CLIError.usage(CommandLineWording.givenTwice("color")) }
        color = try ColorChoice.parse(value)
        colorGiven = true
    }
}
