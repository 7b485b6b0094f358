/// A QR code's modules: `size` rows of `size`, row by row, true for a dark module. The quiet
/// zone around it is the drawing's to add.
public struct QRMatrix: Equatable, Sendable {
    public let size: Int
    public let modules: [Bool]

    public init(size: Int, modules: [Bool]) {
        precondition(modules.count == size * size, "a QR matrix is square")
        self.size = size
        self.modules = modules
    }

    /// Whether the module at `row`, `column` is dark; false outside the code (the quiet zone).
    public func isDark(row: Int, column: Int) -> Bool {
        guard (0..<size).contains(row), (0..<size).contains(column) else { return false }
        return modules[row * size + column]
    }
}
