import UseCases

extension ImageMaxAge {
    /// The forms `OUTINGS_CACHE_MAX_AGE` takes, as messages name them.
    public static let acceptedForms =
        "a whole number of days, hours or minutes (such as 7d, 12h or 30m), or 0 for never"

    /// The one line a malformed value gets, naming where it was set (the variable or the key).
    public static func malformed(_ name: String, _ text: String) -> String {
        "\(name) must be \(acceptedForms), not \"\(text)\""
    }

    private static let unitSeconds: [Character: Int] = ["d": 86_400, "h": 3_600, "m": 60]

    /// `7d`, `12h`, `30m` (a positive whole number and its unit, either case), or `0`: images
    /// never expire. Nil for anything else: no unit, another unit, a sign, spaces, a zero with a
    /// unit (which reads as "always stale"), or an age too large to count in seconds.
    public init?(parsing text: String) {
        if text == "0" {
            self = .never
            return
        }
        guard let last = text.last, let unit = Self.unitSeconds[Character(last.lowercased())] else {
            return nil
        }
        let digits = text.dropLast()
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits),
            number > 0
        else { return nil }
        let (seconds, overflow) = number.multipliedReportingOverflow(by: unit)
        guard !overflow else { return nil }
        self.init(seconds: seconds)
    }

    /// A positive duration in seconds, written as an age is (`7d`, `12h`, `30m`; never `0`), for
    /// settings that last a while: an invitation's `--expires`, the session lifetimes.
    public static func seconds(parsing text: String) -> Int64? {
        ImageMaxAge(parsing: text)?.seconds.map(Int64.init)
    }
}
