import Platform
import UseCases

/// Why a backup could not be written or restored. A restore refused for any of these wrote
/// nothing.
public enum BackupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Written by a newer Outings: its format version, and the newest this one reads.
    case newerFormat(path: String, version: Int)
    /// Not a backup Outings wrote, damaged or cut short: the line and what is wrong there.
    case damaged(path: String, line: Int, problem: String)
    /// A record that does not hold as the guide's rules require (found by line in `damaged`).
    case invalidRecord(String)
    case missing(path: String)
    /// The file could not be read or written (a full disk, no permission).
    case file(SystemError)

    public var description: String {
        switch self {
        case .newerFormat(let path, let version):
            "\(path) is a backup of format \(version), written by a newer Outings; this one reads format "
                + "\(BackupFormat.version) and older"
        case .damaged(let path, let line, let problem):
            "\(path) is not a sound Outings backup (line \(line): \(problem)); nothing was restored"
        case .invalidRecord(let problem): problem
        case .missing(let path): "no file at \(path)"
        case .file(let error): error.description
        }
    }
}

extension BackupError: CategorizedError {
    public var category: ErrorCategory {
        switch self {
        case .newerFormat, .file: .storeFailure
        case .damaged, .invalidRecord: .invalid
        case .missing: .notFound
        }
    }
}
