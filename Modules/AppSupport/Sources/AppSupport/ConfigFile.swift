import Domain
import Platform
import PlatformFoundation
import UseCases

#if canImport(Glibc)
    import Glibc
#endif

/// A key the configuration file may hold.
public enum ConfigKey: String, CaseIterable, Sendable {
    /// The default store, used when neither `--store` nor `OUTINGS_STORE` names one.
    case store
    /// The Flickr API key, used when neither `--api-key(-file)` nor `FLICKR_API_KEY` gives one.
    case flickrAPIKey = "flickr-api-key"
    /// How long a cached image stays fresh, used when `OUTINGS_CACHE_MAX_AGE` is not set.
    case cacheMaxAge = "cache-max-age"
    /// The member whose recents the CLI shows and records, used when neither `--member` nor
    /// `OUTINGS_MEMBER` names one.
    case member
    /// How long an unused web session lasts, used when `OUTINGS_SESSION_IDLE` is not set.
    case sessionIdle = "session-idle"
    /// How long a web session lasts after sign-in, used when `OUTINGS_SESSION_LIFETIME` is not set.
    case sessionLifetime = "session-lifetime"
    /// The guide's time zone, used when `OUTINGS_TIMEZONE` is not set.
    case timezone
    /// The guide's currency (an ISO 4217 code such as `USD`), in which a cost typed as a bare
    /// number (`10`) is read.
    case currency
    /// The reverse proxies whose `X-Forwarded-For` outings-web believes, separated by commas,
    /// used when no `--trusted-proxy` is given.
    case trustedProxy = "trusted-proxy"
    /// The address people reach outings-web at, which the links it and `outings members invite`
    /// hand out are absolute on, used when no `--public-url` is given.
    case publicURL = "public-url"
}

/// `$XDG_CONFIG_HOME/outings/config` (else `~/.config/outings/config`): `key = value` lines,
/// blank lines and `#` comments. It can hold a Flickr key, so it is written atomically at 0600 in a
/// 0700 folder, and reading one that others may read gives a warning.
public struct ConfigFile: Sendable {
    public let path: String
    /// The file's lines as read, so a change keeps the user's comments and order.
    private(set) var lines: [String]
    public private(set) var values: [ConfigKey: String]
    /// Set when the file can be read by group or others; the caller prints it.
    public let warning: String?

    public static let sizeLimit = 64 * 1024

    public static func path(environment: [String: String]) -> String {
        let base: String
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else {
            base =
                (environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
                    ?? FileManager.default.homeDirectoryForCurrentUser.path)
                + "/.config"
        }
        return base + "/outings/config"
    }

    /// The file at the XDG path; a missing file is an empty configuration (nothing is created).
    /// A line that is not `key = value`, an unknown or repeated key is `AppError(.configuration)`
    /// naming the file and line.
    public static func load(environment: [String: String]) throws -> ConfigFile {
        try load(path: path(environment: environment))
    }

    public static func load(path: String) throws -> ConfigFile {
        var info = stat()
        guard stat(path, &info) == 0 else {
            guard errno == ENOENT || errno == ENOTDIR else {
                throw AppError(.configuration, "cannot read \(path): \(String(cString: strerror(errno)))")
            }
            return ConfigFile(path: path, lines: [], values: [:], warning: nil)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= sizeLimit else {
            throw AppError(
                .configuration,
                "\(path) is not a configuration file (not a regular file under \(ByteCount.text(sizeLimit)))")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AppError(.configuration, "cannot read \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw AppError(.configuration, "\(path) is not UTF-8 text")
        }
        // Split at every "\n" scalar: as Characters, a CRLF file's "\r\n" is not "\n" and the file
        // would be one line. A line keeps its "\r" (trimmed when read, written back as it was).
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let values = try parse(lines, path: path)
        let warning =
            info.st_mode & (S_IRWXG | S_IRWXO) != 0
            ? "\(path) can be read by other users; run: chmod 600 \(path)" : nil
        return ConfigFile(path: path, lines: lines, values: values, warning: warning)
    }

    private static func parse(_ lines: [String], path: String) throws -> [ConfigKey: String] {
        var values: [ConfigKey: String] = [:]
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingWhitespace
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let place = "\(path):\(index + 1)"
            guard let equals = trimmed.firstIndex(of: "=") else {
                throw AppError(.configuration, "\(place): expected 'key = value'")
            }
            let name = String(trimmed[..<equals]).trimmingWhitespace
            let value = String(trimmed[trimmed.index(after: equals)...]).trimmingWhitespace
            // The name is repeated only when it is a plain word: a line could be a pasted secret.
            guard let key = ConfigKey(rawValue: name) else {
                let shown = name.isASCIIAlphanumeric(plus: "-_")
                throw AppError(
                    .configuration,
                    "\(place): unknown key\(shown && name.count <= 40 ? " '\(name)'" : ""); known keys: "
                        + ConfigKey.allCases.map(\.rawValue).joined(separator: ", "))
            }
            guard values[key] == nil else {
                throw AppError(.configuration, "\(place): \(key.rawValue) is set twice")
            }
            values[key] = value
        }
        return values
    }

    /// This configuration with `key` set to `value` (nil removes it); the line of an existing key
    /// is replaced in place, a new one appended.
    public func setting(_ key: ConfigKey, to value: String?) -> ConfigFile {
        var lines = self.lines
        let index = lines.firstIndex { line in
            let trimmed = line.trimmingWhitespace
            guard !trimmed.hasPrefix("#"), let equals = trimmed.firstIndex(of: "=") else { return false }
            return String(trimmed[..<equals]).trimmingWhitespace == key.rawValue
        }
        let newLine = value.map { "\(key.rawValue) = \($0)" }
        switch (index, newLine) {
        case (let index?, let newLine?): lines[index] = newLine
        case (let index?, nil): lines.remove(at: index)
        case (nil, let newLine?):
            if lines.last == "" { lines.removeLast() }
            lines.append(newLine)
            lines.append("")
        case (nil, nil): break
        }
        var values = self.values
        values[key] = value
        return ConfigFile(path: path, lines: lines, values: values, warning: nil)
    }

    /// The system's words for why a file operation failed (strerror of the POSIX error Foundation
    /// wraps), as Foundation's `localizedDescription` would give them.
    private static func reason(_ error: any Error) -> String {
        let posix =
            error as? POSIXError ?? (error as? CocoaError)?.userInfo["NSUnderlyingError"] as? POSIXError
        return posix.map { String(cString: strerror($0.code.rawValue)) } ?? "\(error)"
    }

    /// Writes the file atomically: a 0600 temporary in the same folder, flushed, then renamed over
    /// the old one, so a crash leaves the old file or the new one and the key is never readable by
    /// others, not even for a moment. When the file is a symbolic link (to a dotfiles checkout),
    /// the file at the end of its links is replaced so, in its own folder, and the link stays; a
    /// dangling link's target is created there (its folder must exist).
    public func save() throws {
        let folder = PathText.parentFolder(of: path)
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw AppError(.storeFailure, "cannot create \(folder): \(Self.reason(error))")
        }
        let target: String
        do {
            target = try AtomicFile.linkTarget(of: path)
        } catch {
            throw AppError(.storeFailure, "cannot write \(path): \(error.reason)")
        }
        do {
            try AtomicFile.replace(target, with: Array(lines.joined(separator: "\n").utf8))
        } catch {
            let through = target == path ? "" : " (a link to \(target))"
            throw AppError(.storeFailure, "cannot write \(path)\(through): \(error.reason)")
        }
    }
}
