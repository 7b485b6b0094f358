import Domain

extension Configuration {
    /// The guide's currency, in which a cost typed as a bare number (`10`) is read: the
    /// configuration file's `currency` (an ISO 4217 code, any case), else nil, and a bare number
    /// is refused. Read only when a cost is read, so a malformed key never stops another command.
    public static func guideCurrency(environment: [String: String], file: () throws -> ConfigFile?) throws
        -> String?
    {
        try setting(
            nil, .currency, environment: environment, file: file, parse: Cost.currencyCode,
            malformed: malformedCurrency)
    }

    /// The one line a malformed currency gets, naming where it was set.
    public static func malformedCurrency(_ name: String, _ text: String) -> String {
        "\(name) must be a currency's three-letter code such as USD or EUR, not \"\(text)\""
    }
}
