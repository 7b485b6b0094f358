/// Matches a path's segments against a pattern where "*" stands for one id, returning the ids.
/// `PathPattern.match(["places", "42"], "places", "*")` is `["42"]`.
enum PathPattern {
    static func match(_ segments: [String], _ pattern: String...) -> [String]? {
        guard segments.count == pattern.count else { return nil }
        var captured: [String] = []
        for (segment, expected) in zip(segments, pattern) {
            if expected == "*" {
                captured.append(segment)
            } else if segment != expected {
                return nil
            }
        }
        return captured
    }
}
