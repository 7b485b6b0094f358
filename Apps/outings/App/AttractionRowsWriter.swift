import AppSupport
import PlatformFoundation
import Presentation

/// `attractions list` written row by row as the store reads it: each row is appended to a byte
/// buffer that goes to the console whenever it passes `flushSize`, so a million rows take the
/// memory of one buffer, not of the list. The bytes are exactly those `TerminalView` writes for
/// the whole list (text: `AttractionRowText`; JSON: `AttractionJSONArray`, the layout of its
/// pretty-printed, sorted-key `JSONEncoder`), which the acceptance tests pin.
final class AttractionRowsWriter: AttractionRowsView {
    /// Large enough that write(2) calls are few, small enough to stay a rounding error in RSS.
    static let flushSize = 64 * 1024

    private let console: any Console
    private let json: Bool
    /// On a terminal: the width the columns fit and whether to colour them.
    private let settings: TerminalSettings
    /// Rows held back on a terminal, where short ids and columns need the whole list. A person
    /// reads a terminal's list; pipes and files (scripts, a million rows) stream.
    private var heldRows: [AttractionViewModel] = []
    private var buffer: [UInt8] = []
    private var emptyMessage = ""
    /// What to try when the list is empty; nil for a filtered list (the guide may hold others).
    private let emptyHint: String?
    /// The `--json` array, which `outings export --format json` writes too.
    private var jsonArray = AttractionJSONArray()

    init(
        console: any Console, json: Bool, settings: TerminalSettings = .plain,
        emptyHint: String? = Hint.noAttractions
    ) {
        self.emptyHint = emptyHint
        self.console = console
        self.json = json
        self.settings = settings
        buffer.reserveCapacity(Self.flushSize + 4096)
    }

    func beginRows(heading: String, emptyMessage: String) {
        self.emptyMessage = emptyMessage
    }

    func displayRow(_ row: AttractionViewModel) throws {
        if json {
            jsonArray.append(row, to: &buffer)
        } else if settings.listWidth != nil {
            heldRows.append(row)
        } else if settings.outputColor {
            // Piped with --color always: the same line, its name bold and its id dim.
            let line: StyledLine = "\(row.position). \(row.name, .bold) (\(row.kind))  id \(row.id, .dim)"
            buffer.append(contentsOf: Array((line.rendered(color: true) + "\n").utf8))
        } else {
            AttractionRowText.appendLine(for: row, to: &buffer)
        }
        if buffer.count >= Self.flushSize { try flush() }
    }

    func endRows(count: Int) throws {
        switch (json, count) {
        case (true, _): jsonArray.appendEnd(count: count, to: &buffer)
        case (false, 0):
            for line in settings.emptyListLines(emptyHint.map { emptyMessage + " " + $0 } ?? emptyMessage) {
                TextSanitizer.appendTerminalSafe(line, to: &buffer)
                buffer.append(0x0A)
            }
        case (false, _):
            if let width = settings.listWidth {
                let list = AttractionListViewModel(
                    heading: "", attractions: heldRows, emptyMessage: emptyMessage)
                for line in ListColumns.attractions(list, width: width) {
                    buffer.append(contentsOf: Array((line.rendered(color: settings.outputColor) + "\n").utf8))
                }
            }
        }
        try flush()
    }

    /// Hands the buffer to the console; once output has failed (EPIPE, /dev/full) there is no
    /// point reading the rest of the store, so the list stops with the failure it will end with
    /// anyway (exit 74, one line).
    private func flush() throws {
        guard !buffer.isEmpty else { return }
        // As bytes: the buffer is UTF-8 made from strings, so decoding it again would only cost.
        console.write(data: Data(buffer))
        buffer.removeAll(keepingCapacity: true)
        try console.stopIfOutputFailed()
    }
}

/// One attraction as a line of `attractions list` (before the terminal-safety pass).
enum AttractionRowText {
    /// "N. NAME (TYPE, SETTING)  id ID" made terminal-safe, and its line break, written straight
    /// into `output`: the sanitizer works scalar by scalar, so sanitizing each field is sanitizing
    /// the line, and a million rows skip building and joining a million strings.
    static func appendLine(for item: AttractionViewModel, to output: inout [UInt8]) {
        output.append(contentsOf: String(item.position).utf8)
        output.append(contentsOf: positionEnd)
        TextSanitizer.appendTerminalSafe(item.name, to: &output)
        output.append(contentsOf: kindStart)
        if !item.type.isEmpty {
            TextSanitizer.appendTerminalSafe(item.type, to: &output)
            output.append(contentsOf: kindSeparator)
        }
        output.append(contentsOf: item.setting.utf8)
        output.append(contentsOf: idStart)
        TextSanitizer.appendTerminalSafe(item.id, to: &output)
        output.append(0x0A)
    }

    private static let positionEnd = Array(". ".utf8)
    private static let kindStart = Array(" (".utf8)
    private static let kindSeparator = Array(", ".utf8)
    private static let idStart = Array(")  id ".utf8)
}
