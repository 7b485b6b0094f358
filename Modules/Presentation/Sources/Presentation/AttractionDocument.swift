/// A file of attractions written one attraction at a time, so a guide of any size is written in
/// the memory of one row: what comes before the first row, each row, what comes after the last.
public protocol AttractionDocument {
    /// Before the first row (a header, an opening tag).
    mutating func appendStart(to output: inout [UInt8])
    /// One attraction, in list order.
    mutating func append(_ row: AttractionViewModel, to output: inout [UInt8])
    /// After the last row; `count` rows were given.
    mutating func appendEnd(count: Int, to output: inout [UInt8])
}
