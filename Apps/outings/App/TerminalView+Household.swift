import Presentation

extension TerminalView {
    /// Text: the children, then the places, each under its heading. JSON: `HouseholdViewModel`.
    func display(household: HouseholdViewModel) {
        emit(json: household) {
            ["Children"] + childLines(household.children) + ["", "Places"] + placeLines(household.places)
                + ["", "Public holidays"] + holidayLines(household.holidays)
        }
    }

    /// Text: "DATE  NAME" a line each, earliest first. JSON: an array of holidays.
    func display(holidays: [HouseholdViewModel.Holiday]) {
        emit(json: holidays) { holidayLines(holidays) }
    }

    private func holidayLines(_ holidays: [HouseholdViewModel.Holiday]) -> [StyledLine] {
        guard !holidays.isEmpty else { return [StyledLine(HouseholdViewModel.noHolidays)] }
        return holidays.map { $0.name.isEmpty ? "\($0.date, .bold)" : "\($0.date, .bold)  \($0.name)" }
    }

    /// Text: "NAME  AGE  born DATE" a line each. JSON: an array of children.
    func display(children: [HouseholdViewModel.Child]) {
        emit(json: children) { childLines(children) }
    }

    /// Text: "NAME  LAT,LON  ADDRESS" a line each. JSON: an array of places.
    func display(places: [HouseholdViewModel.Place]) {
        emit(json: places) { placeLines(places) }
    }

    private func childLines(_ children: [HouseholdViewModel.Child]) -> [StyledLine] {
        guard !children.isEmpty else { return [StyledLine(HouseholdViewModel.noChildren)] }
        return children.map { child in
            let age = child.age.map { "  \($0)" } ?? ""
            return "\(child.name, .bold)\(age)  \("born \(child.born)", .dim)"
        }
    }

    private func placeLines(_ places: [HouseholdViewModel.Place]) -> [StyledLine] {
        guard !places.isEmpty else { return [StyledLine(HouseholdViewModel.noPlaces)] }
        return places.map { place in
            let address = place.address.isEmpty ? "" : "  \(place.address)"
            return "\(place.name, .bold)  \(place.coordinates)\(address)"
        }
    }
}
