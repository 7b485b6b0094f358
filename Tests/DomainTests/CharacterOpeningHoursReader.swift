import Domain

/// The reference of the differential test: the `opening_hours` subset read one `Character` at a
/// time with `String` comparisons, the plain reading whose columns and verdicts the byte parser
/// must keep. It gives the canonical text, built here, or the error.
struct CharacterOpeningHoursReader {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let weekdays = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]

    private let characters: [Character]
    private var cursor = 0

    static func canonicalText(of text: String) throws(OpeningHoursError) -> String {
        guard text.count <= 255 else {
            throw OpeningHoursError(column: 256, reason: "at most 255 characters")
        }
        var reader = CharacterOpeningHoursReader(characters: Array(text))
        return try reader.allRules()
    }

    private init(characters: [Character]) { self.characters = characters }

    private var atEnd: Bool { cursor == characters.count }

    private func current(is character: Character) -> Bool { !atEnd && characters[cursor] == character }

    private func failure(_ reason: String, at column: Int? = nil) -> OpeningHoursError {
        OpeningHoursError(column: (column ?? cursor) + 1, reason: reason)
    }

    private mutating func skip(_ character: Character) -> Bool {
        guard current(is: character) else { return false }
        cursor += 1
        return true
    }

    private mutating func skipBlanks() { while skip(" ") {} }

    private mutating func allRules() throws(OpeningHoursError) -> String {
        skipBlanks()
        guard !atEnd else { throw failure("expected opening hours like Mo-Fr 09:00-17:00") }
        var texts = [try oneRule()]
        skipBlanks()
        while !atEnd {
            guard skip(";") else { throw failure("expected ';' between rules") }
            skipBlanks()
            guard !atEnd else { throw failure("expected a rule after ';'") }
            texts.append(try oneRule())
            skipBlanks()
        }
        return texts.joined(separator: "; ")
    }

    private mutating func oneRule() throws(OpeningHoursError) -> String {
        var parts: [String] = []
        if nameHere(from: Self.months) != nil {
            parts.append(try nameList(from: Self.months, kind: "a month like Jan"))
            try spaceBeforeMore()
        }
        if nameHere(from: Self.weekdays) != nil || nameHere(from: ["PH"]) != nil {
            // Weekdays and PH joined by commas; PH alone followed by weekdays narrows to them.
            var items: [String] = []
            var holiday = false
            repeat {
                if nameHere(from: ["PH"]) != nil {
                    cursor += 2
                    holiday = true
                } else {
                    items.append(try nameItem(from: Self.weekdays, kind: "a weekday like Mo"))
                }
            } while skip(",")
            try spaceBeforeMore()
            if holiday, items.isEmpty, nameHere(from: Self.weekdays) != nil {
                parts.append("PH " + (try nameList(from: Self.weekdays, kind: "a weekday like Mo")))
                try spaceBeforeMore()
            } else {
                parts.append((items + (holiday ? ["PH"] : [])).joined(separator: ","))
            }
        }
        for word in ["off", "24/7"] where wordHere(word) {
            cursor += word.count
            return (parts + [word]).joined(separator: " ")
        }
        var spans = [try timeSpan()]
        while skip(",") { spans.append(try timeSpan()) }
        return (parts + [spans.joined(separator: ",")]).joined(separator: " ")
    }

    private mutating func spaceBeforeMore() throws(OpeningHoursError) {
        guard !atEnd, !current(is: ";") else { throw failure("expected a time like 09:00") }
        guard skip(" ") else { throw failure("expected a space") }
        skipBlanks()
    }

    private func wordHere(_ word: String) -> Bool {
        let end = cursor + word.count
        return end <= characters.count && String(characters[cursor..<end]).lowercased() == word
            && (end == characters.count || characters[end] == " " || characters[end] == ";")
    }

    private func nameHere(from names: [String]) -> String? {
        names.first { name in
            let end = cursor + name.count
            return end <= characters.count
                && String(characters[cursor..<end]).lowercased() == name.lowercased()
                && (end == characters.count || !characters[end].isLetter)
        }
    }

    private mutating func nameList(from names: [String], kind: String) throws(OpeningHoursError) -> String {
        var items: [String] = []
        repeat { items.append(try nameItem(from: names, kind: kind)) } while skip(",")
        return items.joined(separator: ",")
    }

    private mutating func nameItem(from names: [String], kind: String) throws(OpeningHoursError) -> String {
        let first = try oneName(from: names, kind: kind)
        let last = skip("-") ? try oneName(from: names, kind: kind) : first
        return first == last ? first : "\(first)-\(last)"
    }

    private mutating func oneName(from names: [String], kind: String) throws(OpeningHoursError) -> String {
        guard let name = nameHere(from: names) else { throw failure("expected \(kind)") }
        cursor += name.count
        return name
    }

    private mutating func timeSpan() throws(OpeningHoursError) -> String {
        let start = cursor
        let opening = try timeOfDay()
        guard opening != 1440 else { throw failure("24:00 only ends a span", at: start) }
        guard skip("-") else { throw failure("expected '-' and the closing time") }
        let closing = try timeOfDay()
        guard closing != opening else { throw failure("a span cannot end when it starts", at: start) }
        return "\(clock(opening))-\(clock(closing))"
    }

    private func clock(_ minutes: Int) -> String {
        let hour = minutes / 60
        let minute = minutes % 60
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    private mutating func timeOfDay() throws(OpeningHoursError) -> Int {
        let start = cursor
        let hour = digitRun(upTo: 2)
        guard let hours = Int(hour), skip(":") else { throw failure("expected a time like 09:00", at: start) }
        let minute = digitRun(upTo: 2)
        guard minute.count == 2, let minutes = Int(minute) else {
            throw failure("expected a time like 09:00", at: start)
        }
        guard hours < 24 && minutes < 60 || hours == 24 && minutes == 0 else {
            throw failure("a time is 00:00 to 24:00", at: start)
        }
        return hours * 60 + minutes
    }

    private mutating func digitRun(upTo count: Int) -> String {
        var run = ""
        while run.count < count, !atEnd, let ascii = characters[cursor].asciiValue, (48...57).contains(ascii)
        {
            run.append(characters[cursor])
            cursor += 1
        }
        return run
    }
}
