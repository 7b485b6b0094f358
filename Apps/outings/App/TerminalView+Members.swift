import Presentation
import UseCases

extension TerminalView {
    /// Text: "NAME  ROLE  DISPLAY NAME" per member. JSON: an array of objects with the keys
    /// name, displayName, role, created.
    func display(_ list: MemberListViewModel) {
        emit(json: list.rows) {
            guard !list.rows.isEmpty else { return [StyledLine(list.emptyMessage)] }
            return list.rows.map { row in "\(row.name, .bold)  \(row.role)  \(row.displayName)" }
        }
    }

    /// A member's sessions: the first 12 hex digits of each one's digest (never the token),
    /// when it began and when it ends, in seconds since 1970.
    func display(sessions: [Credential]) {
        emit(json: sessions.map(SessionJSON.init)) {
            guard !sessions.isEmpty else { return ["No sessions."] }
            return sessions.map { session in
                let expires = session.expires.map(String.init) ?? "never"
                return
                    "\(session.id, .dim)  created \(session.created)  expires \(expires)"
            }
        }
    }

    /// One line of data on standard output, whatever the format (a token, a link).
    func printLine(_ text: String) {
        emit(json: text) { [StyledLine(text)] }
    }

    private struct SessionJSON: Encodable {
        let id: String
        let created: Int64
        let expires: Int64?

        init(_ credential: Credential) {
            id = credential.id
            created = credential.created
            expires = credential.expires
        }
    }
}
