/// Kept apart from the catalog's declarations: derived lists for tests in this package.
extension CommandCatalog {
    /// Every command line that only reads the store (`CommandRunner.access` is `.read`) and needs
    /// no argument, bare and with `--json` where it has that flag: each must show its empty state
    /// on a store that does not exist and create nothing. A command that opens its own stores
    /// (`transfer`) is left out: it names them and needs both.
    package static var storeReadingCommandLines: [[String]] {
        all.filter { spec in
            if case .opensItsOwn = spec.store { return false }
            // A command that needs an option (export --format) is a usage error without it.
            return spec.arguments.isEmpty && !spec.options.contains(where: \.isRequired)
                && CommandRunner.access(for: ParsedCommand(spec: spec))
                    == .read
        }
        .flatMap { spec in
            spec.option(named: "json") == nil ? [spec.words] : [spec.words, spec.words + ["--json"]]
        }
    }

    /// The words of every command that takes the option `name` (such as "api-key").
    package static func words(withOption name: String) -> [[String]] {
        all.filter { $0.option(named: name) != nil }.map(\.words)
    }
}
