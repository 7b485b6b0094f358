/// The command catalog as plain data for the tests that hold the documentation, the man page and the
/// completion scripts to it, so none of them can drift from what the parser accepts.
package enum CatalogInventory {
    package struct Entry: Sendable, Equatable {
        package let words: [String]
        package let arguments: [String]
        /// Option names without "--".
        package let options: [String]
        /// The options it cannot run without, which its usage shows without brackets.
        package let requiredOptions: [String]
        package let examples: [String]
    }

    package static var commands: [Entry] {
        CommandCatalog.all.map { spec in
            Entry(
                words: spec.words, arguments: spec.arguments, options: spec.options.map(\.name),
                requiredOptions: spec.options.filter(\.isRequired).map(\.name), examples: spec.examples)
        }
    }

    package static var manPage: String { ManPage.text() }

    /// docs/commands.md as `outings __commands-markdown` prints it.
    package static var commandReference: String { CommandReference.text() }

    package static func invocation(argument0: String, environment: [String: String]) -> String {
        Invocation.name(argument0: argument0, environment: environment)
    }
}
