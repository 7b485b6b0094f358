import Domain
import Testing

@Suite struct OpeningHoursTextTests {
    @Test(arguments: [
        ("Mo-Fr 09:00-17:00", "Mo-Fr 09:00-17:00"),
        ("mo-fr 9:00-17:00", "Mo-Fr 09:00-17:00"),
        ("Sa,Su 10:00-16:00", "Sa,Su 10:00-16:00"),
        ("Mo-Fr 09:00-12:00,13:00-17:00", "Mo-Fr 09:00-12:00,13:00-17:00"),
        ("off", "off"),
        ("24/7", "24/7"),
        ("10:00-18:00", "10:00-18:00"),
        ("Jun-Aug Mo-Su 10:00-20:00", "Jun-Aug Mo-Su 10:00-20:00"),
        ("Nov-Feb 10:00-16:00", "Nov-Feb 10:00-16:00"),
        ("Mo-Fr 09:00-17:00;Sa 10:00-12:00", "Mo-Fr 09:00-17:00; Sa 10:00-12:00"),
        ("  Fr 20:00-02:00  ;  Sa OFF ", "Fr 20:00-02:00; Sa off"),
        ("Mo-Fr 09:00-24:00", "Mo-Fr 09:00-24:00"),
        ("jun-aug,dec sa,su 24/7", "Jun-Aug,Dec Sa,Su 24/7"),
        ("Fr-Mo 10:00-12:00; Dec off", "Fr-Mo 10:00-12:00; Dec off"),
        ("PH off", "PH off"),
        ("ph 10:00-14:00", "PH 10:00-14:00"),
        ("Mo-Fr 09:00-17:00; PH off", "Mo-Fr 09:00-17:00; PH off"),
        ("sa,ph 10:00-16:00", "Sa,PH 10:00-16:00"),
        ("PH,Sa 10:00-16:00", "Sa,PH 10:00-16:00"),
        ("Mo-Su 10:00-18:00; PH Sa,Su off", "Mo-Su 10:00-18:00; PH Sa,Su off"),
        ("Dec PH 24/7", "Dec PH 24/7"),
    ])
    func validHoursReadToTheirCanonicalText(typed: String, canonical: String) throws {
        let hours = try OpeningHours(text: typed)

        #expect(hours.text == canonical)
        #expect(try OpeningHours(text: canonical) == hours)
    }

    @Test(arguments: [
        ("", 1, "expected opening hours like Mo-Fr 09:00-17:00"),
        ("Mo-Fr 9am", 7, "expected a time like 09:00"),
        ("Mo-Fr 9:5-17:00", 7, "expected a time like 09:00"),
        ("Mon-Fri 09:00-17:00", 1, "expected a time like 09:00"),
        ("Mo-Fr 09:00-25:00", 13, "a time is 00:00 to 24:00"),
        ("Mo-Fr 09:60-17:00", 7, "a time is 00:00 to 24:00"),
        ("Mo-Fr 24:00-02:00", 7, "24:00 only ends a span"),
        ("Mo-Fr 09:00", 12, "expected '-' and the closing time"),
        ("Sa,Su 10:00\u{2013}16:00", 12, "expected '-' and the closing time"),
        ("Mo-Fr 09:00-09:00", 7, "a span cannot end when it starts"),
        ("Mo-Xx 09:00-17:00", 4, "expected a weekday like Mo"),
        ("Jun-Foo 10:00-20:00", 5, "expected a month like Jan"),
        ("Mo-Fr", 6, "expected a time like 09:00"),
        ("Jun-Aug; Mo 10:00-12:00", 8, "expected a time like 09:00"),
        ("Mo-Fr09:00-17:00", 6, "expected a space"),
        ("Mo-Fr 09:00-17:00 Sa 10:00-12:00", 19, "expected ';' between rules"),
        ("Mo-Fr 09:00-17:00;", 19, "expected a rule after ';'"),
        ("Mo-Fr 09:00-17:00, Sa 10:00-12:00", 19, "expected a time like 09:00"),
        ("Mo-Fr 09:00-17:00; ; Sa off", 20, "expected a time like 09:00"),
        ("Mo-Fr offx", 7, "expected a time like 09:00"),
        ("PH-Fr 10:00-12:00", 3, "expected a space"),
        ("PHx off", 1, "expected a time like 09:00"),
        ("PH Mo", 6, "expected a time like 09:00"),
        ("PH Mo,PH off", 7, "expected a weekday like Mo"),
        ("Sa,PH Mo 10:00-12:00", 7, "expected a time like 09:00"),
        (
            Array(repeating: "Mo 10:00-12:00", count: 17).joined(separator: "; "), 256,
            "at most 255 characters"
        ),
    ])
    func invalidHoursAreRefusedWithTheColumn(typed: String, column: Int, reason: String) {
        #expect(throws: OpeningHoursError(column: column, reason: reason)) { try OpeningHours(text: typed) }
    }

    /// 16 rules of 14 characters joined by "; ": 16 * 14 + 15 * 2 = 254 characters.
    @Test func textUpTo255CharactersIsRead() throws {
        let hours = Array(repeating: "Mo 10:00-12:00", count: 16).joined(separator: "; ") + " "

        #expect(try OpeningHours(text: hours).text == String(hours.dropLast()))
    }

    @Test func theErrorReadsAsOneLine() {
        #expect(
            OpeningHoursError(column: 7, reason: "expected a time like 09:00").description
                == "hours: column 7: expected a time like 09:00")
    }
}
