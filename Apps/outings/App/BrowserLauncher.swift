import Domain
import Platform
import PlatformFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// Opens a URL or file the way the desktop expects: `$BROWSER` when set (the first of a
/// colon-separated list; `%s` marks where the target goes, else it is the last argument), else
/// `xdg-open` from PATH. The target is one argument of a program run without a shell, so text
/// from Flickr cannot inject a command.
struct BrowserLauncher {
    enum Outcome: Equatable {
        case opened(with: String)
        /// Nothing to open with; the reason is for the user.
        case noOpener(reason: String)
        case failed(program: String, status: Int32)
    }

    let environment: [String: String]

    /// `.noOpener` when there is nothing to open with; `.opened` (not yet run) otherwise.
    func check() -> Outcome {
        guard let (program, _) = command(for: "") else {
            return .noOpener(reason: "BROWSER is not set and xdg-open was not found in PATH")
        }
        guard resolve(program) != nil else {
            return .noOpener(reason: "the program '\(program)' named by BROWSER was not found")
        }
        return .opened(with: program)
    }

    func open(_ target: String) -> Outcome {
        // Nothing to run is what `check` says it is.
        guard let (program, arguments) = command(for: target), let executable = resolve(program) else {
            return check()
        }
        switch ChildProcess.run(executable, arguments: arguments, environment: environment) {
        case .notStarted: return .noOpener(reason: "'\(program)' could not be started")
        case .exited(0): return .opened(with: program)
        case .exited(let status): return .failed(program: program, status: status)
        }
    }

    /// The program and its arguments, or nil when there is nothing to use.
    private func command(for target: String) -> (String, [String])? {
        if let browser = environment["BROWSER"], let first = browser.split(separator: ":").first {
            let words = first.split(separator: " ").map(String.init)
            guard let program = words.first else { return nil }
            let rest = Array(words.dropFirst())
            let arguments =
                rest.contains { $0.contains("%s") }
                ? rest.map { $0.replacingEach("%s", with: target) } : rest + [target]
            return (program, arguments)
        }
        return resolve("xdg-open") == nil ? nil : ("xdg-open", [target])
    }

    /// An executable path: as given when it holds a "/", else searched in PATH.
    private func resolve(_ program: String) -> String? {
        if program.contains("/") {
            return FileManager.default.isExecutableFile(atPath: program) ? program : nil
        }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where folder.hasPrefix("/") {
            let candidate = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
