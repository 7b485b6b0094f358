import Domain
import Presentation

/// `/household`: the children (age today, birthday in words) and the named places, with the
/// forms that change them for owners and editors; viewers read. Every value is escaped here.
enum HouseholdPage {
    struct Content {
        let household: HouseholdViewModel
        /// Each child's birth date in words ("14 May 2022"), in the household's order.
        let bornWords: [String]
        let mayChange: Bool
        var problem: String?
        /// What a refused add form held, shown again.
        var typed: [String: String] = [:]
    }

    static func render(_ content: Content, csrf: String, signedIn: RequestContext?) -> String {
        PageLayout(
            title: "Household",
            content: """
                \(FormMarkup.alert(content.problem))<p>Who comes on outings and where they start from. \
                The home page suits answers to the children's ages on the day and measures distances from these places.</p>
                <h2>Children</h2>
                \(children(content, csrf: csrf))
                <h2>Places</h2>
                \(places(content, csrf: csrf))
                """,
            signedIn: signedIn, current: .household
        ).render()
    }

    private static func children(_ content: Content, csrf: String) -> String {
        let list = content.household.children
        guard !list.isEmpty || content.mayChange else { return "<p>\(HouseholdViewModel.noChildren)</p>" }
        let rows = zip(list, content.bornWords).map { child, born in
            TableMarkup.Row(
                cells: [HTML.text(child.name), child.age.map(String.init) ?? "", HTML.text(born)]
                    + (content.mayChange ? [remove("child", child.name, csrf: csrf)] : []))
        }
        let table =
            list.isEmpty
            ? "<p>\(HouseholdViewModel.noChildren)</p>"
            : TableMarkup(
                className: "household", columns: ["Name", "Age", "Born"] + changeColumn(content)
            )
            .render(rows)
        guard content.mayChange else { return table }
        return table + """

            <form class="edit" method="post" action="/household/children">\(FormMarkup.csrfField(csrf))
            <h3>Add a child</h3>
            <label for="child-name">What to call them</label>
            <input type="text" id="child-name" name="name" maxlength="\(HouseholdRules.maximumNameLength)" autocomplete="off" required value="\(HTML.formValue(content.typed["name"] ?? ""))">
            <label for="child-born">Birth date</label>
            <input type="date" id="child-born" name="born" required value="\(HTML.formValue(content.typed["born"] ?? ""))" aria-describedby="child-born-hint">
            <p class="hint" id="child-born-hint">Used only to work out their age on the day of an outing.</p>
            <p><button type="submit">Add child</button></p>
            </form>
            """
    }

    private static func places(_ content: Content, csrf: String) -> String {
        let list = content.household.places
        let rows = list.map { place in
            let onTheMap = place.location.map {
                "<a href=\"\(HTML.attribute(AttractionWords.mapURL($0)))\">\(HTML.text(place.coordinates))</a>"
            }
            return TableMarkup.Row(
                cells: [HTML.text(place.name), HTML.text(place.address), onTheMap ?? ""]
                    + (content.mayChange ? [remove("place", place.name, csrf: csrf)] : []))
        }
        let table =
            list.isEmpty
            ? "<p>\(HouseholdViewModel.noPlaces)</p>"
            : TableMarkup(
                className: "household",
                columns: ["Name", "Address", "On the map"] + changeColumn(content)
            ).render(rows)
        guard content.mayChange else { return table }
        return table + """

            <form class="edit" method="post" action="/household/places">\(FormMarkup.csrfField(csrf))
            <h3>Add a place</h3>
            <label for="place-name">Name</label>
            <input type="text" id="place-name" name="name" maxlength="\(HouseholdRules.maximumNameLength)" autocomplete="off" required placeholder="Home" value="\(HTML.formValue(content.typed["place-name"] ?? ""))">
            <label for="place-location">Where it is</label>
            <input type="text" id="place-location" name="location" required inputmode="url" value="\(HTML.formValue(content.typed["location"] ?? ""))" aria-describedby="place-location-hint">
            <p class="hint" id="place-location-hint">Paste a link from OpenStreetMap or Google Maps, or type latitude,longitude such as 40.5853,-105.0844.</p>
            <label for="place-address">Address (optional)</label>
            <input type="text" id="place-address" name="address" autocomplete="street-address" value="\(HTML.formValue(content.typed["address"] ?? ""))">
            <p><button type="submit">Add place</button></p>
            </form>
            """
    }

    /// The column of Remove buttons, for those who may change the household only.
    private static func changeColumn(_ content: Content) -> [String] { content.mayChange ? ["Change"] : [] }

    /// A one-button form that removes the child or place named `name`.
    private static func remove(_ kind: String, _ name: String, csrf: String) -> String {
        FormMarkup.button(
            "Remove", action: "/household/\(kind == "child" ? "children" : "places")/remove", csrf: csrf,
            fields: "<input type=\"hidden\" name=\"name\" value=\"\(HTML.attribute(name))\">")
    }
}
