/// Options that apply to every command, taken out before the command is matched.
struct GlobalOptions {
    var store: String?
    var help = false
    var version = false
    var rest: [String] = []

    static func extract(from arguments: [String]) throws -> GlobalOptions {
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
                options.store = arguments[index]
                index += 1
            case _ where argument.hasPrefix("--store="):
                options.store = String(argument.dropFirst("--store=".count))
            default:
                options.rest.append(argument)
            }
        }
        return options
    }
}
