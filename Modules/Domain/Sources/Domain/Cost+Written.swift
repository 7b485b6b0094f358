extension Cost {
    /// A cost as a person types it, before a bare number takes the guide's currency: `free`,
    /// `10.50 USD`, `8 eur`, `USD 8`, `$10`, `€8`, `£5`, `8€`, or a bare `10`. Case and whitespace
    /// around and between the parts do not matter; an amount is digits with at most two decimals
    /// after a point.
    public enum Written: Hashable, Sendable {
        case free
        case amount(minorUnits: Int, currency: Currency)

        /// What the text says of the currency.
        public enum Currency: Hashable, Sendable {
            /// An ISO 4217 code, upper-cased (`€` is `EUR`, `£` is `GBP`).
            case code(String)
            /// `$`: the guide's currency when it is a dollar (`Cost.dollars`), else `USD`.
            case dollar
            /// A bare number: the guide's currency.
            case unstated
        }

        public init(text: String) throws(CostError) {
            let trimmed = text.trimmingWhitespace
            if trimmed.lowercased() == "free" {
                self = .free
                return
            }
            var body = Substring(trimmed)
            var currency = Currency.unstated
            if let first = body.first, let symbol = Self.symbol(first) {
                currency = symbol
                body = body.dropFirst()
            } else if let last = body.last, let symbol = Self.symbol(last) {
                currency = symbol
                body = body.dropLast()
            }
            let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard (1...2).contains(words.count) else { throw .form }
            var number = words[0]
            if words.count == 2 {
                guard currency == .unstated else { throw .form }
                // `8 USD` or `USD 8`: the code is the word that starts with a letter.
                let codeFirst = words[0].first?.isLetter == true
                let code = codeFirst ? words[0] : words[1]
                number = codeFirst ? words[1] : words[0]
                guard let currencyCode = Cost.currencyCode(String(code)) else { throw .currency }
                currency = .code(currencyCode)
            }
            self = .amount(minorUnits: try Amount.minorUnits(number), currency: currency)
        }

        private static func symbol(_ character: Character) -> Currency? {
            switch character {
            case "$": .dollar
            case "\u{20AC}": .code("EUR")
            case "\u{A3}": .code("GBP")
            default: nil
            }
        }

        /// The cost meant, with `currency` the guide's (nil when it has none): a zero amount is
        /// `free`; a bare number without a guide currency is `.noCurrency`.
        public func cost(currency guide: String?) throws(CostError) -> Cost {
            guard case .amount(let minorUnits, let currency) = self else { return .free }
            let code: String
            switch currency {
            case .code(let written): code = written
            case .dollar: code = guide.map { Cost.dollars.contains($0) } == true ? guide! : "USD"
            case .unstated:
                guard let guide else { throw .noCurrency }
                code = guide
            }
            return minorUnits == 0 ? .free : .price(Amount(minorUnits: minorUnits, currency: code))
        }
    }

    /// The currencies `$` names: a guide in one of them reads `$10` in its own, any other guide as
    /// `USD`.
    public static let dollars: Set<String> = ["USD", "CAD", "AUD", "NZD", "SGD", "HKD"]

    /// Three ASCII letters in any case, upper-cased as ISO 4217 writes a currency (`usd` is
    /// `USD`); nil for anything else. Also the rule for the guide's `currency` setting.
    public static func currencyCode(_ text: String) -> String? {
        let letters = text.trimmingWhitespace
        guard letters.utf8.count == 3,
            letters.utf8.allSatisfy({
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
            })
        else { return nil }
        return letters.uppercased()
    }
}
