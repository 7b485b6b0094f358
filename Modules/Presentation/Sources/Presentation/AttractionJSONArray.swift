/// The attractions as one JSON array, the bytes `attractions list --json` prints: each element
/// as `AttractionJSON` lays it out, and the encoder's own form for an empty list.
public struct AttractionJSONArray: AttractionDocument {
    private var started = false

    public init() {}

    public mutating func appendStart(to output: inout [UInt8]) {}

    public mutating func append(_ row: AttractionViewModel, to output: inout [UInt8]) {
        output.append(contentsOf: started ? Self.separator : Self.opening)
        started = true
        AttractionJSON.appendArrayElement(row, to: &output)
    }

    public mutating func appendEnd(count: Int, to output: inout [UInt8]) {
        output.append(contentsOf: started ? Self.closing : AttractionJSON.emptyArray)
    }

    private static let opening = Array("[\n".utf8)
    private static let separator = Array(",\n".utf8)
    private static let closing = Array("\n]\n".utf8)
}
