import Domain

/// Pieces the member pages' forms share: the form token, a one-line alert, a one-button form and
/// the choice of a role. Every value is escaped here.
enum FormMarkup {
    static func csrfField(_ token: String) -> String {
        "<input type=\"hidden\" name=\"csrf\" value=\"\(HTML.attribute(token))\">"
    }

    /// The one line a refused form gets, or nothing.
    static func alert(_ problem: String?) -> String {
        problem.map { "<p class=\"error\" role=\"alert\">\(HTML.text($0))</p>\n" } ?? ""
    }

    /// A form that posts only its token (and `fields`, already markup) when its button is pressed.
    static func button(_ label: String, action: String, csrf: String, fields: String = "") -> String {
        """
        <form class="inline" method="post" action="\(HTML.attribute(action))">\(csrfField(csrf))\(fields)\
        <button type="submit">\(HTML.text(label))</button></form>
        """
    }

    static func roleChoice(name: String, id: String, selected: MemberRole) -> String {
        let options = MemberRole.allCases.map { role in
            let marker = role == selected ? " selected" : ""
            return "<option value=\"\(role.rawValue)\"\(marker)>\(role.rawValue)</option>"
        }.joined()
        return "<select id=\"\(HTML.attribute(id))\" name=\"\(HTML.attribute(name))\">\(options)</select>"
    }
}
