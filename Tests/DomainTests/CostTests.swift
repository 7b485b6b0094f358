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

    @Test(arguments: [("8 USD", 800), ("12.5 EUR", 1250), ("0.05 GBP", 5), ("999999.99 CHF", 99_999_999)])
    func anAmountIsKeptInHundredths(typed: String, minorUnits: Int) throws {
        #expect(try Cost.Amount(text: typed).minorUnits == minorUnits)
    }

    @Test(arguments: [
        ("", CostError.form), ("8", .form), ("USD 8", .form), ("8  USD", .form), ("8. USD", .form),
        (".5 USD", .form), ("8,50 EUR", .form), ("1e3 USD", .form), ("\u{FF18} USD", .form),
        ("-8 USD", .negative), ("8.123 USD", .decimals), ("8 usd", .currency), ("8 US", .currency),
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
                == "cost: expected free, or an amount and a currency, e.g. 8 USD or 12.50 EUR")
        #expect(
            CostError.currency.description
                == "cost: the currency is three upper-case letters (ISO 4217), e.g. USD")
    }
}
