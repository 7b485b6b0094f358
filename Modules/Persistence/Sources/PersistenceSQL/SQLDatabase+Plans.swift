import Domain
import UseCases

extension SQLDatabase {
    public func plans() throws -> [Plan] {
        guard schema.hasPlans else { return [] }
        return try read { try readPlans() }
    }

    /// Under the plans' lock: every plan and stop is written whole, in order.
    @discardableResult
    public func updatePlans(_ change: ([Plan]) throws -> [Plan]) throws -> [Plan] {
        try write([.plans]) {
            let changed = try change(try readPlans())
            try run("DELETE FROM plan_stops")
            try run("DELETE FROM plans")
            for (position, plan) in changed.enumerated() {
                let fields = StoredPlan.Fields(plan)
                try run(
                    """
                    INSERT INTO plans (position, id, name, day, start_time, end_time, travel, start_place,
                        end_place, children, members, share_digest)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, .integer(position + 1), .text(fields.id), .text(fields.name), .text(fields.date),
                    .text(fields.start), .text(fields.end), .text(fields.travel), .text(fields.startPlace),
                    .text(fields.endPlace), .text(fields.children), .text(fields.members),
                    .text(fields.shareDigest))
                for (index, stop) in plan.stops.enumerated() {
                    try run(
                        """
                        INSERT INTO plan_stops (plan_id, position, id, attraction_id, label, stay, pinned, notes,
                            sequence)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """, .text(plan.id), .integer(index + 1), .text(stop.id), .text(stop.attractionID),
                        .text(stop.label), .integer(stop.stay), .text(stop.pinned?.text ?? ""),
                        .text(stop.notes),
                        .integer(stop.sequence))
                }
            }
            return changed
        }
    }

    private func readPlans() throws -> [Plan] {
        var stops: [String: [PlanStop]] = [:]
        try forEachRow(
            """
            SELECT plan_id, id, attraction_id, label, stay, pinned, notes, sequence FROM plan_stops
            ORDER BY plan_id, position
            """, []
        ) { row in
            guard let stay = row.int(4), let sequence = row.int(7) else {
                throw StoreError.corrupt("a plan's stop \(row.string(1)) has no stay or sequence")
            }
            stops[row.string(0), default: []].append(
                try StoredPlan.stop(
                    id: row.string(1), attractionID: row.text(2), label: row.string(3), stay: stay,
                    pinned: row.string(5), notes: row.string(6), sequence: sequence))
        }
        return try mapRows(
            """
            SELECT id, name, day, start_time, end_time, travel, start_place, end_place, children, members,
                share_digest
            FROM plans ORDER BY position
            """
        ) { row in
            let fields = StoredPlan.Fields(
                id: row.string(0), name: row.string(1), date: row.string(2), start: row.string(3),
                end: row.string(4), travel: row.string(5), startPlace: row.string(6), endPlace: row.string(7),
                children: row.string(8), members: row.string(9), shareDigest: row.string(10))
            return try StoredPlan.plan(fields, stops: stops[fields.id] ?? [])
        }
    }
}
