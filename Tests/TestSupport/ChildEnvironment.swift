import Foundation

/// The environment of a process a test starts, built from scratch: whatever HOME, XDG_*,
/// OUTINGS_*, FLICKR_* or PG* the person running the tests has set never reaches the child, so a
/// test can neither read nor write their real guide, config or cache.
public enum ChildEnvironment {
    /// Passed through because a child cannot run without them (PATH, the locale) or because the
    /// sanitizer runs configure every process with them.
    private static let inheritedNames = ["PATH", "LANG", "LC_ALL", "LD_LIBRARY_PATH", "TMPDIR"]
    private static let inheritedPrefixes = ["ASAN_", "LSAN_", "TSAN_", "UBSAN_"]

    /// HOME is `home`; XDG variables are left unset so the defaults under HOME apply unless
    /// `overrides` sets them. Nothing is created in HOME, so a test can check what the child wrote.
    public static func make(home: URL, _ overrides: [String: String] = [:]) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var variables = inherited.filter { name, _ in
            inheritedNames.contains(name) || inheritedPrefixes.contains { name.hasPrefix($0) }
        }
        variables["PATH"] = variables["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        variables["HOME"] = home.path
        variables.merge(slowedRunLockWait) { $1 }
        variables.merge(overrides) { $1 }
        return variables
    }

    /// A run that slows every process many times over (`Scripts/sanitize thread`) lengthens the
    /// children's lock wait through the test-only `OUTINGS_TEST_LOCK_WAIT`, never through the
    /// runner's own `OUTINGS_LOCK_WAIT`. A test of the busy path sets `OUTINGS_LOCK_WAIT` itself
    /// ("" for the standard 10 s), which wins.
    public static var slowedRunLockWait: [String: String] {
        ProcessInfo.processInfo.environment["OUTINGS_TEST_LOCK_WAIT"].map { ["OUTINGS_LOCK_WAIT": $0] } ?? [:]
    }
}
