import Foundation
import TestSupport

/// `outings` run in a real pseudo-terminal: a tmux server of its own, its socket in a temporary
/// folder, with one window of a fixed size. The command's environment is built from scratch
/// (`env -i`), the screen is read with `capture-pane`, and the server is killed (by socket, then
/// by pid) when this is released, whether the test passed or not.
final class PseudoTerminal {
    struct Screen {
        /// The exit status the shell saw.
        let status: Int32
        /// The visible lines, long lines joined back (`-J`), without the exit marker.
        let lines: [String]
        /// The same with tmux's escapes for colours and attributes (`-e`).
        let styledLines: [String]
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let folder: TemporaryFolder
    private let socket: String
    private var serverPID: Int32?

    init() throws {
        folder = try TemporaryFolder()
        socket = folder.path("tmux.socket")
    }

    deinit {
        _ = try? tmux(["kill-server"])
        if let serverPID { kill(serverPID, SIGKILL) }
    }

    /// Runs `outings arguments` (with `redirect`, shell syntax such as `>/dev/null`, after it) in
    /// a `width` x `height` terminal and returns the screen once it has exited.
    func run(
        _ arguments: [String], width: Int = 60, height: Int = 40, environment: [String: String],
        redirect: String = ""
    ) throws -> Screen {
        let command = ([OutingsBinary.executable.path] + arguments).map(quoted).joined(separator: " ")
        // The marker tells when it ended and how; the sleep keeps the pane (and its text) open.
        try launch(
            { "env -i \($0) \(command) \(redirect)\nprintf '\\n[exit %d]\\n' $?\nexec sleep 120\n" },
            width: width, height: height, environment: environment)
        let deadline = Date().addingTimeInterval(60)
        while true {
            let plain = try tmux(["capture-pane", "-p", "-J", "-t", "t"])
            if let marker = plain.range(of: #"\[exit (\d+)\]"#, options: .regularExpression) {
                let status = Int32(plain[marker].dropFirst(6).dropLast()) ?? -1
                let styled = try tmux(["capture-pane", "-p", "-J", "-e", "-t", "t"])
                return Screen(status: status, lines: Self.lines(plain), styledLines: Self.lines(styled))
            }
            guard Date() < deadline else { throw Failure(description: "no exit after 60 s:\n\(plain)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Starts `command` (shell syntax: a shell, say) with an environment built from scratch and
    /// leaves it running in a `width` x `height` terminal for `send` and `screen(showing:)`; it
    /// is killed with the server when this is released.
    func start(_ command: String, width: Int = 200, height: Int = 50, environment: [String: String]) throws {
        try launch(
            { "exec env -i \($0) \(command)\n" }, width: width, height: height, environment: environment)
    }

    /// Starts the tmux server with one window running the script `body` makes from the quoted
    /// `NAME=VALUE` words of `environment` (TERM added), and notes the server's pid.
    private func launch(
        _ body: (String) -> String, width: Int, height: Int, environment: [String: String]
    ) throws {
        let variables = environment.merging(["TERM": "xterm-256color"]) { $1 }
            .sorted { $0.key < $1.key }.map { quoted("\($0.key)=\($0.value)") }.joined(separator: " ")
        let script = folder.path("run.sh")
        try Data(body(variables).utf8).write(to: URL(fileURLWithPath: script))
        try tmux([
            "-f", "/dev/null", "new-session", "-d", "-s", "t", "-x", "\(width)", "-y", "\(height)",
            "sh " + script,
        ])
        serverPID = Int32(
            try tmux(["display-message", "-p", "-t", "t", "#{pid}"]).trimmingCharacters(
                in: .whitespacesAndNewlines))
    }

    /// Keys as tmux names them: `-l` and literal text, or Tab, Enter, C-u.
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "t"] + keys)
    }

    /// The screen once it shows `text`, or a failure with the screen after 30 s (a bound on a
    /// hung test, not a timing claim).
    func screen(showing text: String) throws -> String {
        let deadline = Date().addingTimeInterval(30)
        while true {
            let screen = try tmux(["capture-pane", "-p", "-J", "-t", "t"])
            if screen.contains(text) { return screen }
            guard Date() < deadline else { throw Failure(description: "no '\(text)' after 30 s:\n\(screen)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// The screen's lines up to the blank line before the marker, trailing blank lines dropped.
    private static func lines(_ capture: String) -> [String] {
        var lines = capture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let marker = lines.lastIndex(where: { $0.contains("[exit ") }) { lines.removeSubrange(marker...) }
        while let last = lines.last, stripped(last).allSatisfy({ $0 == " " }) { lines.removeLast() }
        return lines
    }

    /// A captured line without its escape sequences.
    static func stripped(_ line: String) -> String {
        line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    /// Runs tmux with posix_spawn and waitpid: Foundation's Process waits for the end of every
    /// descriptor it handed out, and the server `new-session` starts lives on holding them.
    /// Output goes through a file in the temporary folder.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let outputPath = folder.path("tmux.out")
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ["/usr/bin/tmux", "-S", socket] + arguments
        let environment = ChildEnvironment.make(home: folder.url).map { "\($0.key)=\($0.value)" }
        var cArguments = argv.map { strdup($0) } + [nil]
        var cEnvironment = environment.map { strdup($0) } + [nil]
        defer { for pointer in cArguments + cEnvironment { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/usr/bin/tmux", &actions, nil, &cArguments, &cEnvironment)
        guard spawned == 0 else { throw Failure(description: "cannot start tmux: error \(spawned)") }
        _ = ProcessDeadline.waitStatus(of: pid)
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    private func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
