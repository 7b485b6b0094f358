import Foundation
import TestSupport

/// `outings` in a real pseudo-terminal: a private tmux server (its own socket, config and
/// temporary folder inside the test's HOME, an environment built from scratch) runs one command
/// in a 100x30 window; the test types keys and reads the screen. `stop()` (call it in a defer)
/// kills the server by socket and by pid, so a failed test leaves nothing running.
final class TerminalSession {
    /// Short: the socket's whole path (the folder, tmux-UID, this) must fit a socket address.
    private let socket = "o-\(UUID().uuidString.prefix(8))"
    private let environment: [String: String]
    private let folder: URL
    private var serverPID: Int32?

    /// Runs `arguments` of the built `outings` with standard output to `stdout.txt` in `folder`
    /// (standard error stays on the terminal) and its exit status written to `status.txt`.
    init(_ arguments: [String], home: URL, folder: URL, environment overrides: [String: String] = [:]) throws
    {
        self.folder = folder
        // tmux's socket goes in TMUX_TMPDIR: the test's folder, not /tmp/tmux-UID.
        environment = ChildEnvironment.make(
            home: home, overrides.merging(["TMUX_TMPDIR": folder.path, "LANG": "C.UTF-8"]) { $1 })
        let command =
            ([OutingsBinary.executable.path] + arguments).map(Self.quoted).joined(separator: " ")
            + " > \(Self.quoted(folder.appendingPathComponent("stdout.txt").path)); echo $? > "
            + Self.quoted(folder.appendingPathComponent("status.txt").path)
        // Started in the test's folder, so even a relative path the command writes stays inside it.
        var start = ["-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30", "-c", folder.path]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            start += ["-e", "\(name)=\(value)"]
        }
        // The window stays after the command ends, so its last screen can still be read.
        try tmux(
            start + ["/bin/sh -c \(Self.quoted(command))", ";", "set-option", "-g", "remain-on-exit", "on"])
        serverPID = Int32(
            try tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Keys as tmux names them: literal text, or Enter, Left, Right, Up, BSpace, Tab, C-d.
    func send(_ keys: String...) throws {
        try tmux(["send-keys"] + keys)
    }

    /// Text typed as it is (no key names), then Enter.
    func type(_ line: String) throws {
        try tmux(["send-keys", "-l", line])
        try tmux(["send-keys", "Enter"])
    }

    /// The visible screen and the scrollback, as text.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-S", "-200"])
    }

    /// Waits until the screen shows `text` the given number of times (a prompt that will appear
    /// again, say); returns false after 30 s. Not a timing claim: it only bounds a hung test.
    @discardableResult
    func waitFor(_ text: String, count: Int = 1) throws -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if try screen().components(separatedBy: text).count - 1 >= count { return true }
            usleep(50_000)
        }
        return false
    }

    /// The window's title, which an escape sequence printed to the terminal could set.
    func paneTitle() throws -> String {
        try tmux(["display-message", "-p", "#{pane_title}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The command's exit status once it has ended, or nil if it did not end within 30 s.
    func exitStatus() -> Int32? {
        let file = folder.appendingPathComponent("status.txt")
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let text = try? String(contentsOf: file, encoding: .utf8), text.hasSuffix("\n") {
                return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            usleep(50_000)
        }
        return nil
    }

    /// What the command wrote on standard output (redirected to a file).
    func standardOutput() -> String {
        (try? String(contentsOf: folder.appendingPathComponent("stdout.txt"), encoding: .utf8)) ?? ""
    }

    func stop() {
        _ = try? tmux(["kill-server"])
        if let serverPID, serverPID > 0 { kill(serverPID, SIGKILL) }
    }

    /// Runs tmux and returns its standard output. Spawned by hand rather than with Process, and
    /// through a shell that closes every descriptor above 2 first: the tmux server forks from
    /// this client and would keep any inherited descriptor open for good (Process's own watch on
    /// its child, or another test's pipe, which would then never reach end of file).
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let output = folder.appendingPathComponent("tmux-output.txt").path
        let errors = folder.appendingPathComponent("tmux-errors.txt").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let closeInherited =
            "for fd in /proc/$$/fd/*; do fd=${fd##*/}; [ \"$fd\" -gt 2 ] && eval \"exec $fd>&-\" 2>/dev/null; "
            + "done; exec /usr/bin/tmux \"$@\""
        let argv =
            (["/bin/bash", "-c", closeInherited, "tmux", "-L", socket] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/bash", &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw TerminalSessionError.tmuxFailed("spawn", String(cString: strerror(spawned)))
        }
        let status = ProcessDeadline.waitStatus(of: pid)
        let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        guard status == 0 else {
            let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            throw TerminalSessionError.tmuxFailed(arguments.joined(separator: " "), message)
        }
        return printed
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

enum TerminalSessionError: Error {
    case tmuxFailed(String, String)
}
