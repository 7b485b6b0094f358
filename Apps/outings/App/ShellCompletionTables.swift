import Domain

/// The catalog as shell `case` functions that bash and zsh read alike: which words are commands,
/// their subcommands and options, what each argument and option value is.
enum ShellCompletionTables {
    static func functions(_ model: CompletionModel) -> String {
        var text = """
            # Is "$1" a command path ("places photos")?
            _outings_is_command() {
                case "$1" in
                    \(model.commands.dropFirst().map { quoted($0.path) }.joined(separator: "|"))) return 0 ;;
                esac
                return 1
            }

            """
        text += caseFunction("_outings_subcommands", "subcommands of a command path", model.commands) {
            $0.subcommands.isEmpty ? nil : $0.subcommands.joined(separator: " ")
        }
        text += caseFunction("_outings_options", "options of a command path", model.commands) {
            $0.options.isEmpty ? nil : $0.options.joined(separator: " ")
        }
        text += caseFunction("_outings_arguments", "kinds of the positional arguments", model.commands) {
            $0.arguments.isEmpty ? nil : $0.arguments.map(\.rawValue).joined(separator: " ")
        }
        var valueCases: [String] = []
        for command in model.commands.dropFirst() {
            for option in command.valueOptions {
                valueCases.append(
                    "        \(quoted(command.path + "|--" + option.name))) echo \(option.kind.rawValue) ;;")
            }
        }
        text += """
            # The kind of value option "$2" takes in command path "$1" (none: it takes no value).
            _outings_value_kind() {
                case "$1|$2" in
            \(valueCases.joined(separator: "\n"))
                    *"|--store") echo stores ;;
                    *"|--color") echo colors ;;
                    *) echo none ;;
                esac
            }

            # Does option "$2" take a value in command path "$1"?
            _outings_takes_value() {
                case "$2" in --store | --color) return 0 ;; esac
                [ "$(_outings_value_kind "$1" "$2")" != none ]
            }

            # Fixed words of a kind.
            _outings_words() {
                case "$1" in
            \(CompletionModel.Kind.allCases.compactMap { kind in
                model.fixedWords(for: kind).flatMap { $0.isEmpty ? nil : "        \(kind.rawValue)) echo \(quoted($0.joined(separator: " "))) ;;" }
            }.joined(separator: "\n"))
                esac
            }

            """
        return text
    }

    /// `NAME() { case "$1" in 'path') echo 'words' ;; esac }` for every command with a value.
    private static func caseFunction(
        _ name: String, _ comment: String, _ commands: [CompletionModel.Command],
        _ value: (CompletionModel.Command) -> String?
    ) -> String {
        let cases = commands.compactMap { command in
            value(command).map { "        \(quoted(command.path))) echo \(quoted($0)) ;;" }
        }
        return """
            # The \(comment).
            \(name)() {
                case "$1" in
            \(cases.joined(separator: "\n"))
                esac
            }

            """
    }

    /// Catalog words are plain ASCII; quoting keeps the generated script valid whatever they hold.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingEach("'", with: "'\\''") + "'"
    }
}
