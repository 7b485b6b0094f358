/// Who may reach the server and what that allows: serve quietly, serve with a warning on
/// standard error, or refuse. Without TLS beyond loopback, anything typed into a form (a
/// member's password, a session cookie) crosses the network in clear; a guide with no members
/// there would be open to anyone on the network, so that one is refused: at start-up, and on
/// every request after (`SignInGate`), since its members can be removed while it is served.
enum ListenExposure: Equatable {
    case serve
    case warn(String)
    case refuse(String)

    /// `hasMembers` nil: not known (no members store), and start-up serves with a warning that
    /// says every risk, as it always has.
    static func decide(listen: ListenAddress, hasTLS: Bool, hasMembers: Bool?) -> ListenExposure {
        guard !listen.isLoopback else { return .serve }
        let reach = "listening on \(listen.host), which other machines may reach"
        let clearText =
            "passwords and sign-in data would cross the network in clear; see README, \"Serving over TLS\""
        let open = "anyone who can connect can read and change the guide"
        switch (hasTLS, hasMembers) {
        case (true, true): return .serve
        case (true, _): return .warn("\(reach): \(open)")
        case (false, false):
            return .refuse(
                "refusing to listen on \(listen.host) without TLS while the guide has no members: give --tls-cert and --tls-key, or listen on 127.0.0.1; see README, \"Serving over TLS\""
            )
        case (false, nil): return .warn("\(reach) without TLS: \(open), and \(clearText)")
        case (false, true): return .warn("\(reach) without TLS: \(clearText)")
        }
    }
}
