/// What a visit typically costs per child: `free`, or an amount with its currency (`8 USD`,
/// `12.50 EUR`).
public enum Cost: Hashable, Sendable, CustomStringConvertible {
    case free
    /// `init(text:)` reads a zero amount as `free`.
    case price(Amount)

    /// How a cost is written: what `init(text:currency:)` reads and what a person is told to give.
    public static let textForm =
        "free, or an amount with its currency, e.g. 8 USD, $10, 12.50 EUR or \u{20AC}8"

    /// Reads what `Written` reads, a bare number (`10`) in `currency`, the guide's (an ISO 4217
    /// code, as `Cost.currencyCode` reads it); without one a bare number is refused
    /// (`.noCurrency`). A zero amount is `free`.
    public init(text: String, currency: String? = nil) throws(CostError) {
        self = try Written(text: text).cost(currency: currency)
    }

    /// The canonical text, which `init(text:)` reads back to the same cost.
    public var text: String {
        switch self {
        case .free: "free"
        case .price(let amount): amount.text
        }
    }

    public var description: String { text }

    /// Whether the cost fits a budget (`--max-cost 10 USD`): free fits every budget; a price fits
    /// when it is in the budget's currency and not above it. A price in another currency never
    /// fits, as Domain knows no exchange rates.
    public func isAtMost(_ max: Amount) -> Bool {
        switch self {
        case .free: true
        case .price(let amount): amount.currency == max.currency && amount.minorUnits <= max.minorUnits
        }
    }
}

extension Cost {
    /// A non-negative amount of money in one currency, kept in hundredths as an integer so no
    /// binary fraction ever rounds a price.
    public struct Amount: Hashable, Sendable, CustomStringConvertible {
        /// The largest amount written, 999999.99: generous for a ticket, far from overflow.
        public static let largestMinorUnits = 99_999_999

        /// Hundredths of the currency's unit: 1250 for 12.50.
        public let minorUnits: Int
        /// Three upper-case letters, as ISO 4217 names currencies (`USD`, `EUR`).
        public let currency: String

        /// Reads `AMOUNT CURRENCY` with one space between: the amount as digits with an optional
        /// fraction of one or two digits (`8`, `12.5`, `12.50`), the currency as three upper-case
        /// letters. Whitespace around the whole text is ignored.
        public init(text: String) throws(CostError) {
            let parts = text.trimmingWhitespace.split(separator: " ", omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw .form }
            self.minorUnits = try Self.minorUnits(parts[0])
            guard parts[1].utf8.count == 3,
                parts[1].utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
            else { throw .currency }
            self.currency = String(parts[1])
        }

        init(minorUnits: Int, currency: String) {
            self.minorUnits = minorUnits
            self.currency = currency
        }

        /// `8 USD`, `12.50 EUR`: whole amounts without a fraction, others with two digits.
        public var text: String {
            let units = minorUnits / 100
            let hundredths = minorUnits % 100
            let fraction = hundredths == 0 ? "" : "." + DecimalText.padded(hundredths, width: 2)
            return "\(units)\(fraction) \(currency)"
        }

        public var description: String { text }

        static func minorUnits(_ text: Substring) throws(CostError) -> Int {
            if text.first == "-" { throw .negative }
            let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(pieces.count), pieces.allSatisfy(DecimalText.isDigits) else {
                throw .form
            }
            let fraction = pieces.count == 2 ? pieces[1] : ""
            guard fraction.count <= 2 else { throw .decimals }
            let hundredths = Int(fraction + String(repeating: "0", count: 2 - fraction.count))!
            guard pieces[0].count <= 9, let units = Int(pieces[0]),
                units * 100 + hundredths <= largestMinorUnits
            else { throw .tooLarge }
            return units * 100 + hundredths
        }
    }
}

public enum CostError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not one of the forms `Cost.Written` reads.
    case form
    /// A bare number, and no guide currency to give it.
    case noCurrency
    case negative
    /// More than two digits after the decimal point.
    case decimals
    /// Above `Cost.Amount.largestMinorUnits`.
    case tooLarge
    /// Not three upper-case letters.
    case currency

    public var description: String {
        switch self {
        case .form: "cost: expected \(Cost.textForm)"
        case .noCurrency:
            "cost: write the currency with the amount, e.g. 10 USD or $10 (a bare number takes the guide's currency setting, and none is set)"
        case .negative: "cost: an amount cannot be negative"
        case .decimals: "cost: an amount has at most 2 decimals, e.g. 12.50"
        case .tooLarge: "cost: an amount is at most 999999.99"
        case .currency: "cost: the currency is three letters (ISO 4217), e.g. USD, or $, \u{20AC} or \u{A3}"
        }
    }
}
