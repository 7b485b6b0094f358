import CLibEdit
import PlatformFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// libedit on the process's terminal: arrow keys, Up/Down through the history, Tab completion,
/// and the prompt and echo on standard error, so standard output stays free for results.
/// Made only when both standard input and standard error are terminals and libedit can be opened;
/// otherwise input is read as it always was, byte for byte, and no history is read or written.
public final class LineEditor {
    /// libedit's functions, opened on first use; nil when the system has no libedit. Written
    /// once, before any editor exists, and only read afterwards.
    nonisolated(unsafe) private static let library: UnsafeMutablePointer<clibedit_library>? = {
        let library = UnsafeMutablePointer<clibedit_library>.allocate(capacity: 1)
        library.initialize(to: clibedit_library())
        guard clibedit_open(library) == 0 else {
            library.deallocate()
            return nil
        }
        return library
    }()

    private let lib: UnsafeMutablePointer<clibedit_library>
    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let input: UnsafeMutablePointer<FILE>
    private let output: UnsafeMutablePointer<FILE>
    private let historyFile: HistoryFile?
    private let candidates: ([String]) -> [String]
    private var promptText: UnsafeMutablePointer<CChar>?
    /// Why the history could not be saved, reported once by `remember`'s caller.
    public private(set) var historyProblem: String?

    /// `candidates` gives the words Tab may complete at a place, from the words before it.
    public init?(
        programName: String, historyFile: HistoryFile?, candidates: @escaping ([String]) -> [String]
    ) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDERR_FILENO) == 1, let lib = Self.library else {
            return nil
        }
        Self.useUTF8CharacterTypes()
        // Own copies of the descriptors, so closing them at the end never closes stdin or stderr.
        guard let input = fdopen(dup(STDIN_FILENO), "r") else { return nil }
        guard let output = fdopen(dup(STDERR_FILENO), "w") else {
            fclose(input)
            return nil
        }
        guard let editLine = lib.pointee.el_init(programName, input, output, output),
            let history = lib.pointee.history_init()
        else {
            fclose(input)
            fclose(output)
            return nil
        }
        self.lib = lib
        self.editLine = editLine
        self.history = history
        self.input = input
        self.output = output
        self.historyFile = historyFile
        self.candidates = candidates
        configure()
    }

    deinit {
        lib.pointee.el_end(editLine)
        lib.pointee.history_end(history)
        fclose(input)
        fclose(output)
        free(promptText)
    }

    /// One line without its newline, or nil at end of input (Ctrl-D on an empty line).
    public func readLine(prompt: String) -> String? {
        free(promptText)
        promptText = strdup(prompt)
        var count: Int32 = 0
        guard let line = lib.pointee.el_gets(editLine, &count), count > 0 else { return nil }
        var text = String(cString: line)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Adds a line to the history (Up brings it back) and writes the history file.
    public func remember(_ line: String) {
        guard !line.allSatisfy({ $0 == " " || $0 == "\t" }) else { return }
        _ = clibedit_history_enter(lib, history, line)
        guard let historyFile, historyProblem == nil else { return }
        historyProblem = historyFile.save(history, with: lib)
    }

    private func configure() {
        _ = clibedit_set_client_data(lib, editLine, Unmanaged.passUnretained(self).toOpaque())
        _ = clibedit_set_editor(lib, editLine, "emacs")
        // libedit restores the terminal's settings before a signal stops or ends the process.
        _ = clibedit_set_signal(lib, editLine, 1)
        _ = clibedit_set_prompt(lib, editLine) { editLine in
            guard let editLine, let editor = LineEditor.owner(of: editLine) else { return nil }
            return editor.promptText
        }
        _ = clibedit_add_function(lib, editLine, "outings-complete", "Complete a command or field name") {
            editLine, _ in
            guard let editLine, let editor = LineEditor.owner(of: editLine) else { return UInt8(CC_ERROR) }
            return editor.completeWord()
        }
        _ = clibedit_bind(lib, editLine, "^I", "outings-complete")
        _ = clibedit_history_set_size(lib, history, 1000)
        _ = clibedit_history_set_unique(lib, history, 1)
        historyFile?.load(into: history, with: lib)
        _ = clibedit_use_history(lib, editLine, history)
        // The person's own ~/.editrc (vi mode, say) applies last, as in every libedit program.
        _ = lib.pointee.el_source(editLine, nil)
    }

    private static func owner(of editLine: OpaquePointer) -> LineEditor? {
        guard let lib = library, let data = clibedit_client_data(lib, editLine) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    /// Tab: inserts what completes the word before the cursor, or lists the words that fit.
    private func completeWord() -> UInt8 {
        guard let info = lib.pointee.el_line(editLine)?.pointee else { return UInt8(CC_ERROR) }
        let typed = UnsafeRawBufferPointer(start: info.buffer, count: info.cursor - info.buffer)
        let completion = TabCompletion.complete(
            lineBeforeCursor: String(decoding: typed, as: UTF8.self), candidates: candidates)
        if !completion.insertion.isEmpty {
            return lib.pointee.el_insertstr(editLine, completion.insertion) == 0
                ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
        }
        guard !completion.alternatives.isEmpty else { return UInt8(CC_ERROR) }
        fputs("\n" + completion.alternatives.joined(separator: "  ") + "\n", output)
        fflush(output)
        return UInt8(CC_REDISPLAY)
    }

    /// libedit edits characters, not bytes, only under a UTF-8 character type; the C locale a
    /// process starts in would show "é" as two octal escapes. The person's locale if it is UTF-8,
    /// else C.UTF-8 (glibc always has it).
    private static func useUTF8CharacterTypes() {
        setlocale(LC_CTYPE, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }
}
