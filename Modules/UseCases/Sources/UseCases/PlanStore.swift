import Domain

/// The guide's plans, in the order they were made. `Sendable`, each method one atomic step, as
/// every store port. The rules below are what the store contract (the `StoreContract` package)
/// checks of every backend: every plan is read back whole (names in any script, date, times,
/// travel mode, places, who is going, stops in order with their stay, pin, notes and sequence, the
/// share digest), the list in the order written.
public protocol PlanStore: Sendable {
    /// The plans as `updatePlans` last wrote them; none in a new store.
    func plans() throws -> [Plan]
    /// Reads, changes and writes every plan as one atomic step, so a rule over them (names
    /// unique) holds against concurrent changes. When `change` throws, nothing is written and the
    /// error is rethrown. `change` runs while the store is held, so it must be quick.
    @discardableResult func updatePlans(_ change: ([Plan]) throws -> [Plan]) throws -> [Plan]
}

/// The stored form every backend and the backup share: a date as `YYYY-MM-DD`, a time as `HH:MM`
/// ("" for none), a travel mode by its name, the children and members as lines of one text. A
/// value Outings would not have written is `StoreError.corrupt`.
public enum StoredPlan {
    /// The fields of a plan as stored, its stops apart.
    public struct Fields: Sendable {
        public var id: String
        public var name: String
        public var date: String
        public var start: String
        public var end: String
        public var travel: String
        public var startPlace: String
        public var endPlace: String
        public var children: String
        public var members: String
        public var shareDigest: String

        public init(
            id: String, name: String, date: String, start: String, end: String, travel: String,
            startPlace: String, endPlace: String, children: String, members: String, shareDigest: String
        ) {
            self.id = id
            self.name = name
            self.date = date
            self.start = start
            self.end = end
            self.travel = travel
            self.startPlace = startPlace
            self.endPlace = endPlace
            self.children = children
            self.members = members
            self.shareDigest = shareDigest
        }

        /// What `plan` is stored as.
        public init(_ plan: Plan) {
            self.init(
                id: plan.id, name: plan.name, date: plan.date.description, start: plan.start.text,
                end: plan.end?.text ?? "", travel: plan.travel.rawValue, startPlace: plan.startPlace,
                endPlace: plan.endPlace, children: plan.children.joined(separator: "\n"),
                members: plan.members.joined(separator: "\n"), shareDigest: plan.shareDigest)
        }
    }

    public static func plan(_ fields: Fields, stops: [PlanStop]) throws(StoreError) -> Plan {
        guard let date = CalendarDate(text: fields.date) else {
            throw .corrupt("the plan \(fields.name) has a malformed date")
        }
        guard let start = time(fields.start), let travel = TravelMode(rawValue: fields.travel) else {
            throw .corrupt("the plan \(fields.name) has a malformed start time or travel mode")
        }
        var end: When.TimeOfDay?
        if !fields.end.isEmpty {
            guard let time = time(fields.end) else {
                throw .corrupt("the plan \(fields.name) has a malformed end")
            }
            end = time
        }
        return Plan(
            id: fields.id, name: fields.name, date: date, start: start, end: end, travel: travel,
            startPlace: fields.startPlace, endPlace: fields.endPlace, children: lines(fields.children),
            members: lines(fields.members), stops: stops, shareDigest: fields.shareDigest)
    }

    public static func stop(
        id: String, attractionID: String?, label: String, stay: Int, pinned: String, notes: String,
        sequence: Int
    ) throws(StoreError) -> PlanStop {
        var pin: When.TimeOfDay?
        if !pinned.isEmpty {
            guard let time = time(pinned) else {
                throw .corrupt("a plan's stop \(id) has a malformed pinned time")
            }
            pin = time
        }
        return PlanStop(
            id: id, attractionID: attractionID, label: label, stay: stay, pinned: pin, notes: notes,
            sequence: sequence)
    }

    /// `HH:MM` exactly, as `When.TimeOfDay.text` writes it.
    public static func time(_ text: String) -> When.TimeOfDay? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && DecimalText.isDigits($0) }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        return When.TimeOfDay(hour: hour, minute: minute)
    }

    private static func lines(_ text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
