import Domain
import UseCases

/// The plans as a property-list array, one dictionary per plan with the fields of
/// `StoredPlan.Fields` and `stops`, an array of `id`, `attraction` (absent for a stop of free
/// text), `label`, `stay` (minutes), `pinned` (`HH:MM` or ""), `notes` and `sequence`.
enum PlanPropertyList {
    static func array(_ plans: [Plan]) -> PlistValue {
        .array(plans.map(dictionary))
    }

    static func plans(_ value: PlistValue?) throws -> [Plan] {
        guard let value else { return [] }
        let place = GuideDocument.Key.plans
        guard case .array(let items) = value else { throw PlistFields.wrongType(place, "an array") }
        return try items.enumerated().map { index, item in
            try plan(PlistFields(item, at: "\(place)[\(index)]"))
        }
    }

    private static func dictionary(_ plan: Plan) -> PlistValue {
        let fields = StoredPlan.Fields(plan)
        return .dictionary([
            "id": .string(fields.id), "name": .string(fields.name), "date": .string(fields.date),
            "start": .string(fields.start), "end": .string(fields.end), "travel": .string(fields.travel),
            "startPlace": .string(fields.startPlace), "endPlace": .string(fields.endPlace),
            "children": .string(fields.children), "members": .string(fields.members),
            "shareDigest": .string(fields.shareDigest),
            "stops": .array(
                plan.stops.map { stop in
                    var entries: PlistDictionary = [
                        "id": .string(stop.id), "label": .string(stop.label), "stay": .integer(stop.stay),
                        "pinned": .string(stop.pinned?.text ?? ""), "notes": .string(stop.notes),
                        "sequence": .integer(stop.sequence),
                    ]
                    entries["attraction"] = stop.attractionID.map(PlistValue.string)
                    return .dictionary(entries)
                }),
        ])
    }

    private static func plan(_ fields: PlistFields) throws -> Plan {
        let stored = StoredPlan.Fields(
            id: try fields.requiredString("id"), name: try fields.requiredString("name"),
            date: try fields.requiredString("date"), start: try fields.requiredString("start"),
            end: try fields.string("end") ?? "", travel: try fields.requiredString("travel"),
            startPlace: try fields.string("startPlace") ?? "", endPlace: try fields.string("endPlace") ?? "",
            children: try fields.string("children") ?? "", members: try fields.string("members") ?? "",
            shareDigest: try fields.string("shareDigest") ?? "")
        let stops = try HouseholdPropertyList.list(fields, "stops") { stop in
            try StoredPlan.stop(
                id: try stop.requiredString("id"), attractionID: try stop.string("attraction"),
                label: try stop.string("label") ?? "",
                stay: try stop.integer("stay") ?? PlanRules.defaultStay,
                pinned: try stop.string("pinned") ?? "", notes: try stop.string("notes") ?? "",
                sequence: try stop.integer("sequence") ?? 0)
        }
        return try StoredPlan.plan(stored, stops: stops)
    }
}
