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

    /// A QR code's lines (`QRCodeDrawing.terminalLines`): black on white on a colour terminal;
    /// else in the text's own colour, which a camera reads when that is dark on light.
    func display(qrCode lines: [String]) {
        emit(json: lines) { lines.map { StyledLine(spans: [Span($0, .darkOnLight)]) } }
    }

    /// Sessions or open invitations, a line each: the first 12 hex digits of the digest (never
    /// the token), an invitation's role, when it began and when it ends, in seconds since 1970;
    /// `empty` when there is none.
    func display(credentials: [Credential], empty: StyledLine) {
        emit(json: credentials.map(SessionJSON.init)) {
            guard !credentials.isEmpty else { return [empty] }
            return credentials.map { credential in
                let expires = credential.expires.map(String.init) ?? "never"
                let role = credential.role.map { "  \($0.rawValue)" } ?? ""
                return "\(credential.id, .dim)\(role)  created \(credential.created)  expires \(expires)"
            }
        }
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
