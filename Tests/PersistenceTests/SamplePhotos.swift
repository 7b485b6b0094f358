import Domain
import TestSupport

/// Photos whose stored text exercises a JSON reader: unicode, every escape, control characters,
/// empty and missing fields, extreme numbers. Coordinates are finite: JSON has no other numbers.
enum SamplePhotos {
    static let handPicked = [
        Photo(
            id: "q\"uote", title: "back\\slash/slash", description: "tab\tnew\nline\r\u{8}\u{C}",
            ownerName: "\u{0}\u{1}\u{1F}\u{7F}\u{1B}[2J", owner: "é 漢字 🎈 \u{2028}\u{FEFF}", placeID: "p",
            farm: -3, server: "", secret: nil, originalSecret: "s", originalFormat: nil,
            latitude: 40.0, longitude: -105.084, dateUpload: 0, tags: ["", "a b", "\"", "/", "🇫🇷"]),
        Photo(
            id: "1", title: "Old Town", description: "Square", ownerName: "Ana", owner: "4321@N07",
            placeID: "p", farm: 66, server: "65535", secret: "ab12", originalSecret: "cd34",
            originalFormat: "png", latitude: 40.585, longitude: -105.084, dateUpload: 1_760_000_000,
            tags: ["kids", "park"]),
        Photo(id: "", placeID: ""),
        Photo(
            id: "2", placeID: "p", farm: Int.max, latitude: 0.1 + 0.2, longitude: 1e-7, dateUpload: Int.min,
            tags: ["kids"]),
        Photo(id: "3", placeID: "", farm: Int.min, latitude: 1e22, longitude: -0.0, dateUpload: Int.max),
        Photo(
            id: String(repeating: "long ", count: 200), placeID: "p", latitude: .leastNonzeroMagnitude,
            longitude: .greatestFiniteMagnitude),
        Photo(id: "4", placeID: "p", latitude: -.leastNormalMagnitude, longitude: 123_456_789.125),
        Photo(
            id: "north", ownerName: "<b>&amp;\u{1B}]8;;x\u{7}", placeID: "p", latitude: 90, longitude: 180,
            accuracy: 16, license: "\u{1B}[31m16"),
        Photo(id: "south", placeID: "p", latitude: -90, longitude: -180, accuracy: 1, license: "0"),
        Photo(
            id: "date line", placeID: "p", latitude: 0, longitude: -179.999_999_9, accuracy: Int.max,
            license: ""),
    ]

    /// `count` photos from a fixed seed: the same photos on every run.
    static func generated(count: Int, seed: UInt64 = 1) -> [Photo] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in random.photo() }
    }
}

/// Random photos from TestSupport's seeded generator, so a failing case can be rerun exactly.
extension SplitMix64 {
    /// Scalars from each range a writer treats differently: controls, escaped ASCII, plain ASCII,
    /// two-, three- and four-byte UTF-8, and the line separators JavaScript cares about.
    private static let scalarRanges: [ClosedRange<UInt32>] = [
        0x00...0x1F, 0x22...0x22, 0x2F...0x2F, 0x5C...0x5C, 0x20...0x7E, 0x7F...0x7FF, 0x800...0xD7FF,
        0xE000...0xFFFD, 0x2028...0x2029, 0x1_0000...0x10_FFFF,
    ]

    mutating func text() -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...12, using: &self) {
            let range = Self.scalarRanges.randomElement(using: &self)!
            scalars.append(Unicode.Scalar(UInt32.random(in: range, using: &self))!)
        }
        return String(scalars)
    }

    mutating func optionalText() -> String? { Bool.random(using: &self) ? text() : nil }

    mutating func integer() -> Int? {
        switch Int.random(in: 0...3, using: &self) {
        case 0: nil
        case 1: Int.random(in: -1000...1000, using: &self)
        default: Int(bitPattern: UInt(next()))
        }
    }

    /// Any finite Double: small decimals, and raw bit patterns (subnormals, huge, negative zero).
    mutating func coordinate() -> Double? {
        switch Int.random(in: 0...3, using: &self) {
        case 0: return nil
        case 1: return Double(Int.random(in: -180_000_000...180_000_000, using: &self)) / 1_000_000
        default:
            let value = Double(bitPattern: next())
            return value.isFinite ? value : 0
        }
    }

    mutating func photo() -> Photo {
        Photo(
            id: text(), title: text(), description: text(), ownerName: text(), owner: text(), placeID: text(),
            farm: integer(), server: optionalText(), secret: optionalText(), originalSecret: optionalText(),
            originalFormat: optionalText(), latitude: coordinate(), longitude: coordinate(),
            accuracy: integer(), license: optionalText(), dateUpload: integer(),
            tags: (0..<Int.random(in: 0...3, using: &self)).map { _ in text() })
    }
}
