/// Rows of cells in aligned columns that fit a width, for lists on a terminal. Pure: rows in,
/// lines out. Columns are two spaces apart; a cell too wide for its column is cut with "…"
/// (counting display width), the last cell of a line is not padded, so no line ends in blanks.
///
/// A column may be dropped when the rows do not fit (`droppable(_:)`): the lowest order goes
/// first, and only when even that is not enough are the text columns cut.
package struct ColumnLayout: Sendable {
    package struct Column: Sendable {
        /// May be narrowed (and its cells cut) so a row fits; ids and numbers should not be.
        var shrinks: Bool
        var alignsRight = false
        /// When set, the column is left out (lowest first) before any text is cut.
        var dropOrder: Int? = nil

        /// The same column, left out in the given order when the rows do not fit the width.
        package func droppable(_ order: Int) -> Column {
            var copy = self
            copy.dropOrder = order
            return copy
        }

        /// Text such as a name or title: narrowed first when space runs out.
        package static let text = Column(shrinks: true)
        /// An id: kept whole unless nothing else can give way.
        package static let fixed = Column(shrinks: false)
        /// A position or count, right-aligned so the numbers line up.
        package static let number = Column(shrinks: false, alignsRight: true)
    }

    static let gap = 2

    let columns: [Column]

    package init(_ columns: [Column]) {
        self.columns = columns
    }

    /// Each column as wide as its widest cell; when that is wider than `width`, the shrinking
    /// columns are narrowed, the widest first, to fit.
    package func widths(for rows: [[Span]], fitting width: Int) -> [Int] {
        var natural = Array(repeating: 0, count: columns.count)
        for row in rows {
            for (index, cell) in row.prefix(columns.count).enumerated() {
                natural[index] = max(natural[index], cell.width)
            }
        }
        return fit(natural, into: width)
    }

    /// One row laid out in `widths`: each cell cut to its column and padded, the last one not.
    package func line(_ cells: [Span], widths: [Int]) -> StyledLine {
        // Trailing empty cells add nothing but blanks.
        let count = (cells.prefix(widths.count).lastIndex { !$0.text.isEmpty } ?? -1) + 1
        var spans: [Span] = []
        for index in 0..<count {
            let cell = cells[index]
            let text = DisplayWidth.truncate(cell.text, to: widths[index])
            let padding = String(repeating: " ", count: max(0, widths[index] - DisplayWidth.of(text)))
            if index > 0 { spans.append(Span(String(repeating: " ", count: Self.gap))) }
            let isLast = index == count - 1
            let alignsRight = index < columns.count && columns[index].alignsRight
            if alignsRight { spans.append(Span(padding)) }
            spans.append(Span(text, cell.style))
            if !alignsRight && !isLast { spans.append(Span(padding)) }
        }
        return StyledLine(spans: spans)
    }

    /// Every row, in widths fitted to all of them.
    package func lines(_ rows: [[Span]], fitting width: Int) -> [StyledLine] {
        let fitted = fitted(to: rows, width: width)
        return rows.map(fitted.line)
    }

    /// The columns kept at `width` and their widths: while the rows' natural widths do not fit,
    /// the droppable columns are left out, lowest order first; what is kept is then fitted.
    package func fitted(to rows: [[Span]], width: Int) -> Fitted {
        var kept = Array(columns.indices)
        let droppable = columns.indices.filter { columns[$0].dropOrder != nil }
            .sorted { columns[$0].dropOrder! < columns[$1].dropOrder! }
        for index in droppable where naturalWidth(of: rows, kept: kept) > width {
            kept.removeAll { $0 == index }
        }
        let layout = ColumnLayout(kept.map { columns[$0] })
        return Fitted(
            layout: layout, kept: kept,
            widths: layout.widths(for: rows.map { Fitted.pick(kept, from: $0) }, fitting: width))
    }

    /// A layout fitted to some rows: lays out any of those rows in the kept columns.
    package struct Fitted: Sendable {
        let layout: ColumnLayout
        /// The indices of the columns kept, in order.
        package let kept: [Int]
        let widths: [Int]

        package func line(_ cells: [Span]) -> StyledLine {
            layout.line(Self.pick(kept, from: cells), widths: widths)
        }

        static func pick(_ kept: [Int], from cells: [Span]) -> [Span] {
            kept.map { $0 < cells.count ? cells[$0] : Span("") }
        }
    }

    /// The width of the kept columns at their widest cells, with the gaps between them.
    private func naturalWidth(of rows: [[Span]], kept: [Int]) -> Int {
        let cells = kept.map { index in rows.map { index < $0.count ? $0[index].width : 0 }.max() ?? 0 }
        return cells.reduce(0, +) + Self.gap * max(0, kept.count - 1)
    }

    /// Narrows the shrinking columns to fit; when even that cannot make room (a very narrow
    /// terminal), every column is narrowed alike.
    private func fit(_ natural: [Int], into width: Int) -> [Int] {
        let gaps = Self.gap * max(0, columns.count - 1)
        guard natural.reduce(0, +) + gaps > width else { return natural }
        let shrinking = columns.indices.filter { columns[$0].shrinks && natural[$0] > 0 }
        let fixed = columns.indices.filter { !shrinking.contains($0) }.map { natural[$0] }.reduce(0, +)
        if width - gaps - fixed >= shrinking.count {
            return capped(natural, at: shrinking, sharing: width - gaps - fixed)
        }
        return capped(natural, at: Array(columns.indices), sharing: max(0, width - gaps))
    }

    /// The columns at `indices` capped at the largest common width whose total fits `room`; what
    /// is left over goes one column each to the capped columns from the left.
    private func capped(_ natural: [Int], at indices: [Int], sharing room: Int) -> [Int] {
        var cap = indices.map { natural[$0] }.max() ?? 0
        func total(_ cap: Int) -> Int { indices.map { min(natural[$0], cap) }.reduce(0, +) }
        while cap > 0 && total(cap) > room { cap -= 1 }
        var widths = natural
        var left = room - total(cap)
        for index in indices {
            widths[index] = min(natural[index], cap)
            if natural[index] > cap && left > 0 {
                widths[index] += 1
                left -= 1
            }
        }
        return widths
    }
}
