/// A command the CLI knows: its words, arguments, options and help text.
struct CommandSpec {
    struct Option {
        let name: String
        let valueName: String?
        let help: String

        static func flag(_ name: String, _ help: String) -> Option {
            Option(name: name, valueName: nil, help: help)
        }

        static func value(_ name: String, _ valueName: String, _ help: String) -> Option {
            Option(name: name, valueName: valueName, help: help)
        }
    }

    enum Action {
        case demo
        case importPhotos, showPhoto, openPhoto, downloadPhoto, listPhotos
        case listPlaces, placePhotos
        case listRecents, showRecent, openRecent, clearRecents
        case showCache, clearCache
        case listAttractions, showAttraction, addAttraction, editAttraction
        case removeAttraction, moveAttraction
        case transfer
        case check
        case help, info, completion
        case configList, configGet, configSet, configUnset
        /// A group word alone (such as `outings photos`): prints its help.
        case group
    }

    let words: [String]
    let arguments: [String]
    let summary: String
    let options: [Option]
    let details: String
    let action: Action

    var usage: String {
        let optionText = options.map { option in
            option.valueName.map { "[--\(option.name) \($0)]" } ?? "[--\(option.name)]"
        }
        return (["outings"] + words + arguments + optionText).joined(separator: " ")
    }

    /// "outings attractions edit": how messages name the command.
    var commandLine: String {
        (["outings"] + words).joined(separator: " ")
    }

    /// Arguments written `[LIKE_THIS]` may be left out.
    var requiredArgumentCount: Int { arguments.filter { !$0.hasPrefix("[") }.count }

    func option(named name: String) -> Option? {
        options.first { $0.name == name }
    }
}
