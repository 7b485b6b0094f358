import Domain
import UseCases

extension SQLDatabase {
    public func household() throws -> Household {
        guard schema.hasHousehold else { return Household() }
        return try read { try readHousehold() }
    }

    /// Under the household's lock: both lists are written whole, in order.
    @discardableResult
    public func updateHousehold(_ change: (Household) throws -> Household) throws -> Household {
        try write([.household]) {
            let changed = try change(try readHousehold())
            try run("DELETE FROM household_children")
            try run("DELETE FROM household_places")
            for (position, child) in changed.children.enumerated() {
                try run(
                    "INSERT INTO household_children (position, name, born) VALUES (?, ?, ?)",
                    .integer(position + 1), .text(child.name), .text(child.born.description))
            }
            for (position, place) in changed.places.enumerated() {
                try run(
                    """
                    INSERT INTO household_places (position, name, latitude, longitude, address)
                    VALUES (?, ?, ?, ?, ?)
                    """, .integer(position + 1), .text(place.name), .real(place.location.latitude),
                    .real(place.location.longitude), .text(place.address))
            }
            if schema.hasPlans {
                try run("DELETE FROM household_holidays")
                for holiday in changed.holidays {
                    try run(
                        "INSERT INTO household_holidays (day, name) VALUES (?, ?)",
                        .text(holiday.date.description), .text(holiday.name))
                }
            }
            return changed
        }
    }

    private func readHousehold() throws -> Household {
        let children = try mapRows("SELECT name, born FROM household_children ORDER BY position") { row in
            try StoredHousehold.child(name: row.string(0), born: row.string(1))
        }
        let places = try mapRows(
            "SELECT name, latitude, longitude, address FROM household_places ORDER BY position"
        ) { row in
            try StoredHousehold.place(
                name: row.string(0), latitude: row.real(1), longitude: row.real(2), address: row.string(3))
        }
        // Dates as YYYY-MM-DD sort as the days they name.
        let holidays =
            schema.hasPlans
            ? try mapRows("SELECT day, name FROM household_holidays ORDER BY day") { row in
                try StoredHousehold.holiday(date: row.string(0), name: row.string(1))
            } : []
        return Household(children: children, places: places, holidays: holidays)
    }
}
