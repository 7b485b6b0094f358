import Domain
import Testing

@Suite struct CostTests {
    @Test(arguments: [
        ("free", "free"), ("FREE", "free"), (" free ", "free"), ("0 USD", "free"), ("0.00 EUR", "free"),
        ("8 USD", "8 USD"), ("12.50 EUR", "12.50 EUR"), ("12.5 EUR", "12.50 EUR"), ("8.00 USD", "8 USD"),
        ("0.05 GBP", "0.05 GBP"), ("999999.99 CHF", "999999.99 CHF"), (" 3 JPY ", "3 JPY"),
    ])
    func aValidCostReadsToItsCanonicalText(typed: String, canonical: String) throws {
        let cost = try Cost(text: typed)

        #expect(cost.text == canonical)
        #expect(try Cost(text: canonical) == cost)
    }

    @Test(
        arguments: [
            // Typed forms, with no guide currency: each names its own.
            ("$10", nil, "10 USD"), ("\u{20AC}8", nil, "8 EUR"), ("\u{A3}5", nil, "5 GBP"),
            ("8 EUR", nil, "8 EUR"),
            ("10.50 USD", nil, "10.50 USD"), ("8 eur", nil, "8 EUR"), ("USD 8", nil, "8 USD"),
            ("8  USD", nil, "8 USD"),
            ("8\u{20AC}", nil, "8 EUR"), ("8 \u{20AC}", nil, "8 EUR"), ("$ 10.5", nil, "10.50 USD"),
            ("$0", nil, "free"),
            // A bare number takes the guide's currency; `$` is the guide's when it is a dollar.
            ("10", "EUR", "10 EUR"), ("10.50", "USD", "10.50 USD"), (" 0 ", "CAD", "free"),
            ("$10", "CAD", "10 CAD"),
            ("$10", "EUR", "10 USD"), ("\u{A3}5", "USD", "5 GBP"), ("8 CHF", "USD", "8 CHF"),
            ("Free", "USD", "free"),
        ] as [(String, String?, String)])
    func aTypedCostIsReadInItsCurrencyOrTheGuides(typed: String, guide: String?, canonical: String) throws {
        #expect(try Cost(text: typed, currency: guide).text == canonical)
    }

    @Test(arguments: [("usd", "USD"), (" Eur ", "EUR"), ("CHF", "CHF")])
    func aCurrencySettingIsThreeLettersUpperCased(text: String, code: String) {
        #expect(Cost.currencyCode(text) == code)
    }

    @Test(arguments: ["", "US", "EURO", "$", "\u{C4}BC", "U D"])
    func aCurrencySettingThatIsNoCodeIsRefused(text: String) {
        #expect(Cost.currencyCode(text) == nil)
    }

    @Test(arguments: [("8 USD", 800), ("12.5 EUR", 1250), ("0.05 GBP", 5), ("999999.99 CHF", 99_999_999)])
    func anAmountIsKeptInHundredths(typed: String, minorUnits: Int) throws {
        #expect(try Cost.Amount(text: typed).minorUnits == minorUnits)
    }

    @Test(arguments: [
        ("", CostError.form), ("8", .noCurrency), ("8. USD", .form), ("USD", .form), ("$", .form),
        (".5 USD", .form), ("8,50 EUR", .form), ("1e3 USD", .form), ("\u{FF18} USD", .form),
        ("$10 USD", .form), ("\u{20AC}8 EUR", .form), ("10 $ 5", .form), ("8 USD EUR", .form),
        ("-8 USD", .negative), ("$-8", .negative), ("8.123 USD", .decimals), ("8 US", .currency),
        ("8 EURO", .currency), ("8 \u{C4}BC", .currency), ("1000000 USD", .tooLarge),
        ("99999999999999999999 USD", .tooLarge),
    ])
    func invalidTextIsRefused(typed: String, expected: CostError) {
        #expect(throws: expected) { try Cost(text: typed) }
    }

    @Test(arguments: [
        ("free", "0 USD", true), ("free", "1 EUR", true), ("8 USD", "10 USD", true),
        ("10 USD", "10 USD", true), ("10.01 USD", "10 USD", false), ("0.01 USD", "0 USD", false),
        // No exchange rates in Domain: another currency never fits, however small.
        ("8 EUR", "10 USD", false), ("0.01 EUR", "1000 USD", false),
    ])
    func aCostFitsABudgetInItsOwnCurrency(cost: String, budget: String, expected: Bool) throws {
        #expect(try Cost(text: cost).isAtMost(Cost.Amount(text: budget)) == expected)
    }

    @Test func aRefusalSaysWhatIsExpected() {
        #expect(
            CostError.form.description
                == "cost: expected free, or an amount with its currency, e.g. 8 USD, $10, 12.50 EUR or \u{20AC}8"
        )
        #expect(
            CostError.currency.description
                == "cost: the currency is three letters (ISO 4217), e.g. USD, or $, \u{20AC} or \u{A3}")
        #expect(
            CostError.noCurrency.description.hasPrefix(
                "cost: write the currency with the amount, e.g. 10 USD or $10"))
    }
}
