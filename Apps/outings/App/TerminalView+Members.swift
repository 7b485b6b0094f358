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

    /// Open invitations: the first 12 hex digits of each one's digest, the role it grants, when it
    /// was made and when it ends, in seconds since 1970.
    func display(invitations: [Credential]) {
        emit(json: invitations.map(SessionJSON.init)) {
            guard !invitations.isEmpty else { return ["No open invitations."] }
            return invitations.map { invitation in
                let expires = invitation.expires.map(String.init) ?? "never"
                return
                    "\(invitation.id, .dim)  \(invitation.role?.rawValue ?? "")  created \(invitation.created)  expires \(expires)"
            }
        }
    }

    /// One line of data on standard output, whatever the format (a token, a link).
    func printLine(_ text: String) {
        emit(json: text) { [StyledLine(text)] }
    }

    /// A session or invitation in JSON: `id`, `created`, `expires`, and `role` for an invitation.
    private struct SessionJSON: Encodable {
        let id: String
        let role: String?
        let created: Int64
        let expires: Int64?

        init(_ credential: Credential) {
            id = credential.id
            role = credential.role?.rawValue
            created = credential.created
            expires = credential.expires
        }
    }
}
