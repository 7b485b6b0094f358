import UseCases

/// The short form of attraction ids that a list shows on a terminal: for each id the shortest
/// prefix of at least 8 characters that no other id in the list starts with, compared ignoring
/// case as the commands that take an id resolve prefixes. An id that cannot be told apart by any
/// prefix (another id starts with all of it) is shown whole.
package enum ShortIDs {
    static let minimumLength = AttractionReference.shortIDLength

    package static func prefixes(of ids: [String]) -> [String] {
        let folded = ids.map { Array($0.lowercased()) }
        // Sorted, an id shares its longest prefix with one of its neighbours.
        let order = folded.indices.sorted { folded[$0].lexicographicallyPrecedes(folded[$1]) }
        var needed = Array(repeating: minimumLength, count: ids.count)
        for (left, right) in zip(order, order.dropFirst()) {
            let shared = commonPrefixLength(folded[left], folded[right])
            needed[left] = max(needed[left], shared + 1)
            needed[right] = max(needed[right], shared + 1)
        }
        return ids.indices.map { index in
            // Characters, not scalars: a prefix never splits one; an id shorter than needed stays whole.
            String(ids[index].prefix(needed[index]))
        }
    }

    /// The short ids of a few `candidates` as the whole list shows them. `walk` hands every id of
    /// the list to the body it is given, so the list itself is never held (a million ids would be).
    package static func prefixes(
        of candidates: [String], walk: (_ body: (String) -> Void) throws -> Void
    ) rethrows -> [String] {
        let folded = candidates.map { Array($0.lowercased()) }
        // Only an id that starts with a candidate's first 8 characters can make it need more.
        let byHead = Dictionary(grouping: candidates.indices) { String(folded[$0].prefix(minimumLength)) }
        var needed = Array(repeating: minimumLength, count: candidates.count)
        try walk { id in
            let lowered = Array(id.lowercased())
            for index in byHead[String(lowered.prefix(minimumLength))] ?? [] where candidates[index] != id {
                needed[index] = max(needed[index], commonPrefixLength(folded[index], lowered) + 1)
            }
        }
        return candidates.indices.map { String(candidates[$0].prefix(needed[$0])) }
    }

    private static func commonPrefixLength(_ first: [Character], _ second: [Character]) -> Int {
        var length = 0
        while length < first.count, length < second.count, first[length] == second[length] { length += 1 }
        return length
    }
}
