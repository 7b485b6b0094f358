import HTTPServer

/// The answer to every request while the guide is closed: it lost its last member while served
/// where `ListenExposure` refuses a guide without members. Said in plain words, with what the
/// person who looks after the guide can do; nothing of the guide is in it.
enum ClosedGuidePage {
    static let title = "This guide is closed for now"

    /// One line, for the JSON API.
    static let line =
        "this guide is closed: it has no members, so anyone on the network could read and change it; "
        + "whoever looks after it must add a member (outings members add NAME) to open it again"

    static func response(api: Bool) -> HTTPResponse {
        guard !api else { return Responses.jsonError(503, line) }
        let content = """
            <p>This guide has no members any more. Nobody can sign in, and without a sign-in anyone \
            on the network could read and change it. To keep it safe, it stays closed until it has a \
            member again.</p>
            <p>If you look after this guide: on the computer that keeps it, add yourself as a member \
            again (<code>outings members add NAME</code>) and invite the family, or restore a backup \
            that has its members. The guide opens again at once; there is nothing to restart.</p>
            <p>If only that computer should use it, start outings-web on 127.0.0.1 instead.</p>
            """
        return Responses.html(PageLayout(title: title, content: content, signedIn: nil).render(), status: 503)
    }
}
