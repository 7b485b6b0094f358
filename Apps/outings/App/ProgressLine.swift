import AppSupport
import UseCases

/// A refresh's progress on standard error, one line rewritten in place ("\r" and erase to the end
/// of the line) as pages arrive, left standing with a line break when the refresh ends. Only for
/// a terminal: piped, standard error carries nothing but errors.
final class ProgressLine {
    private let console: any Console
    /// What the items are: "places" or "photos".
    private let noun: String
    private var shown = false

    init(console: any Console, noun: String) {
        self.console = console
        self.noun = noun
    }

    func report(_ progress: RefreshProgress) {
        let pages = progress.pages == 1 ? "1 page" : "\(progress.pages) pages"
        console.writeError("\r\u{1B}[KFetching from Flickr: \(pages), \(progress.items) \(noun)")
        shown = true
    }

    /// Ends the line, so what comes next (the list, or an error) starts on its own.
    func finish() {
        if shown { console.writeError("\n") }
        shown = false
    }
}

/// How a handler shows a refresh's progress: on standard error when that is a terminal, else
/// not at all; and its warnings, on standard error always, once the refresh has succeeded.
/// Built by the composition root, so a handler never sees the console.
struct RefreshProgressDisplay {
    let console: any Console
    let enabled: Bool

    /// Runs `refresh`, handing it a callback that shows each page's progress and one that keeps
    /// each warning for after the progress line ("outings: warning: ...", made terminal-safe:
    /// it may quote Flickr).
    @discardableResult
    func showing<Result>(
        of noun: String,
        _ refresh: (_ progress: (RefreshProgress) -> Void, _ warn: (RefreshWarning) -> Void) throws -> Result
    ) rethrows -> Result {
        var warnings: [RefreshWarning] = []
        let keep: (RefreshWarning) -> Void = { warnings.append($0) }
        let result: Result
        if enabled {
            let line = ProgressLine(console: console, noun: noun)
            // Ended before the warnings, so each starts on its own line.
            defer { line.finish() }
            result = try refresh(line.report, keep)
        } else {
            result = try refresh({ _ in }, keep)
        }
        for warning in warnings {
            console.writeError("outings: warning: \(TextSanitizer.terminalSafe(warning.message))\n")
        }
        return result
    }
}
