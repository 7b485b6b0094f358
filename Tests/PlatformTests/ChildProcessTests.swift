import Foundation
import Platform
import TestSupport
import Testing

/// `photos open` runs the browser through `ChildProcess`: what it reports, and what the browser
/// inherits. Foundation's `Process`, which it replaced, closed every descriptor above 2 in the
/// child; a browser that lives on must not keep the caller's pipes or locks open.
struct ChildProcessTests {
    @Test(arguments: [
        ("exit 0", ChildProcess.Outcome.exited(0)),
        ("exit 3", .exited(3)),
        // As a shell reports a child ended by a signal: 128 + the signal number (SIGKILL, the
        // one signal a test runner cannot have blocked or ignored for its children).
        ("kill -KILL $$", .exited(128 + 9)),
    ])
    func reportsTheExitStatusAsAShellDoes(script: String, expected: ChildProcess.Outcome) {
        #expect(ChildProcess.run("/bin/sh", arguments: ["-c", script], environment: [:]) == expected)
    }

    @Test func aProgramThatCannotStartIsNotStarted() throws {
        let folder = try TemporaryFolder()
        #expect(
            ChildProcess.run(folder.url.path, arguments: [], environment: [:]) == .notStarted(EACCES))
        #expect(
            ChildProcess.run(folder.path("missing"), arguments: [], environment: [:])
                == .notStarted(ENOENT))
    }

    @Test func theChildGetsExactlyTheEnvironmentGiven() {
        let outcome = ChildProcess.run(
            "/bin/sh", arguments: ["-c", #"test "$ONLY" = "a b" && test -z "$HOME""#],
            environment: ["ONLY": "a b"])
        #expect(outcome == .exited(0))
    }

    @Test func aDescriptorThisProcessInheritedIsClosedInTheChild_butTheStandardOnesAreShared() throws {
        // Opened without O_CLOEXEC, as a descriptor handed down by a parent process is.
        let inherited = open("/dev/null", O_RDONLY)
        try #require(inherited > 2)
        defer { close(inherited) }

        let outcome = ChildProcess.run(
            "/bin/sh",
            arguments: ["-c", "test ! -e /proc/self/fd/\(inherited) && test -e /proc/self/fd/2"],
            environment: [:])

        #expect(outcome == .exited(0))
    }
}
