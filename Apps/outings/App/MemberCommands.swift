import AppSupport
import Domain
import Platform
import Presentation
import UseCases

/// The `members` commands, given the use case (as a factory, so options are checked before the
/// store is opened) and how to read a password. The password is read from standard input
/// (`--password-stdin`, one line) or typed twice at the terminal without echo; it is never an
/// argument, and never printed.
struct MemberCommands {
    let command: ParsedCommand
    let members: () throws -> ManageMembers
    /// A line read without echo after the prompt; nil at end of input.
    let readSecret: (String) -> String?
    let readLine: () -> String?
    let view: TerminalView
    /// The configuration file's `public-url`, read only by `invite`.
    var publicURL: () throws -> PublicURL? = { nil }

    /// `members add NAME [--role R] [--display-name TEXT] [--password-stdin]`.
    func add() throws {
        let role = try self.role(command.value("role") ?? MemberRole.owner.rawValue)
        _ = try MemberName(command.argument(0))
        let password = try readPassword()
        let member = try members().add(
            name: command.argument(0), role: role, displayName: command.value("display-name"),
            password: password)
        view.display(StatusViewModel(message: "added \(member.name.text) (\(member.role.rawValue))"))
    }

    /// `members list [--json]`.
    func list() throws {
        view.display(MemberListViewModel(try members().members()))
    }

    /// `members role NAME R`.
    func setRole() throws {
        let role = try self.role(command.argument(1))
        let member = try members().setRole(of: command.argument(0), to: role)
        view.display(StatusViewModel(message: "\(member.name.text) is now \(member.role.rawValue)"))
    }

    /// `members password NAME [--password-stdin]`.
    func setPassword() throws {
        let manage = try members()
        let member = try manage.member(named: command.argument(0))
        try manage.setPassword(of: member.name.text, to: try readPassword())
        view.display(
            StatusViewModel(message: "changed the password of \(member.name.text); their sessions ended"))
    }

    /// `members remove NAME`.
    func remove() throws {
        try members().remove(command.argument(0))
        view.display(StatusViewModel(message: "removed \(command.argument(0))"))
    }

    /// `members invite [--role R] [--expires 7d] [--qr]`: prints the one-time link, absolute on
    /// the configuration's `public-url` (`PublicURL.forLinks`), else its path.
    func invite() throws {
        let role = try self.role(command.value("role") ?? MemberRole.viewer.rawValue)
        let lifetime = try expiry(command.value("expires") ?? InvitationLifetime.standard)
        // Read first, so a malformed public-url or a missing library makes no invitation.
        let base = PublicURL.forLinks(configured: try publicURL(), served: nil)
        let qr = command.has("qr")
        if qr {
            guard base != nil else {
                throw CLIError.usage(
                    "--qr needs the web guide's address: outings config set public-url URL (a phone opens only a whole link)"
                )
            }
            try QRCodeDrawing.requireLibrary()
        }
        let token = try members().invite(role: role, lifetime: lifetime)
        let path = "/join/" + token
        let link = base.map { $0.link(path) } ?? path
        view.line(link)
        if qr { view.display(qrCode: try QRCodeDrawing.terminalLines(of: link)) }
    }

    /// `members invites [--cancel ID]`.
    func invites() throws {
        if let id = command.value("cancel") {
            try members().cancelInvitation(id: id)
            view.display(StatusViewModel(message: "cancelled invitation \(id)"))
            return
        }
        view.display(credentials: try members().pendingInvitations(), empty: "No open invitations.")
    }

    /// `members sessions NAME [--revoke]`.
    func sessions() throws {
        if try revokeIfAsked(.session, saying: "ended", "session") { return }
        view.display(
            credentials: try members().credentials(.session, of: command.argument(0)), empty: "No sessions.")
    }

    /// `members token NAME [--revoke]`: a new token, printed once, or every token revoked.
    func token() throws {
        if try revokeIfAsked(.apiToken, saying: "revoked", "token") { return }
        view.line(try members().newAPIToken(for: command.argument(0)))
    }

    /// `members unlock NAME [--address ADDRESS]`.
    func unlock() throws {
        // Counted per client network, as the web server counts it (an IPv6 address by its /64).
        let address = command.value("address").map(ClientNetwork.of)
        try members().unlock(name: command.argument(0), address: address)
        let from = address.map { " and from \($0)" } ?? ""
        view.display(
            StatusViewModel(message: "cleared the failed sign-ins for \(command.argument(0))\(from)"))
    }

    /// With `--revoke`, removes every credential of `kind` of the member and says how many.
    private func revokeIfAsked(_ kind: CredentialKind, saying verb: String, _ noun: String) throws -> Bool {
        guard command.has("revoke") else { return false }
        let count = try members().revoke(kind, of: command.argument(0))
        view.display(StatusViewModel(message: "\(verb) \(count) \(noun)\(count == 1 ? "" : "s")"))
        return true
    }

    private func role(_ text: String) throws -> MemberRole {
        guard let role = MemberRole(rawValue: text.lowercased()) else {
            throw CLIError.usage(
                "a role is one of \(MemberRole.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(text)\""
            )
        }
        return role
    }

    /// `7d`, `12h`, `30m`: the forms the cache's maximum age takes, never 0.
    private func expiry(_ text: String) throws -> Int64 {
        guard let seconds = InvitationLifetime.seconds(parsing: text) else {
            throw CLIError.usage("--expires takes a time such as 7d, 12h or 30m, not \"\(text)\"")
        }
        return seconds
    }

    private func readPassword() throws -> Password {
        if command.has("password-stdin") {
            guard let line = readLine() else { throw PasswordError.empty }
            return try Password(line)
        }
        guard let first = readSecret("Password: ") else { throw PasswordError.empty }
        // Checked before asking again, so a short one is said at once.
        _ = try Password(first)
        guard let second = readSecret("Password again: ") else { throw PasswordError.empty }
        return try Password(first, repeated: second)
    }
}
