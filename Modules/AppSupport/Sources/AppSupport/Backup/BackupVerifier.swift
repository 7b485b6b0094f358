import Domain
import Platform
import PlatformCrypto
import UseCases

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole backup once, before anything is written, and refuses it at the first thing
/// wrong: its format and version, its layout, every record through the rules the guide keeps
/// (`BackupRecords`, `GuideInvariants`, `MemberRules`), the counts and the checksum. What it
/// finds sound becomes a `VerifiedBackup`.
struct BackupVerifier {
    private let file: LineFile
    private var sections: [BackupSection] = []
    private var hash = SHA256Stream()
    private var lineNumber = 0
    private var state = State.header
    private var found = BackupContents()

    private enum State {
        case header
        case sectionStart(Int)
        /// Inside section `index`; `closing`: the last record was read, `],` must follow.
        case records(Int, closing: Bool)
        case counts
        case checksum
        case end
        case done
    }

    init(file: LineFile) {
        self.file = file
    }

    static func verify(_ path: String) throws -> VerifiedBackup {
        try SodiumSecrets.requireLibrary()
        let file: LineFile
        do {
            file = try LineFile(path)
        } catch let error where error.code == ENOENT {
            throw BackupError.missing(path: path)
        } catch {
            throw BackupError.file(error)
        }
        var verifier = BackupVerifier(file: file)
        return try verifier.run()
    }

    private mutating func run() throws -> VerifiedBackup {
        do {
            try file.forEachLine(maxLength: BackupLines.maxLength) { line in
                lineNumber += 1
                guard line.isTerminated else { throw Problem("the file ends in the middle of a line") }
                try read(line)
                return true
            }
            guard case .done = state else { throw Problem("the file ends early") }
        } catch let problem as Problem {
            throw damaged(problem.text)
        } catch let broken as BackupContents.BrokenRule {
            throw BackupError.damaged(path: file.path, line: broken.line, problem: broken.problem)
        } catch is LineFile.LineTooLong {
            throw damaged("a line is longer than any Outings writes")
        } catch let error as SystemError {
            throw BackupError.file(error)
        }
        return VerifiedBackup(file: file, sections: sections, contents: found)
    }

    private func damaged(_ problem: String) -> BackupError {
        .damaged(path: file.path, line: lineNumber, problem: problem)
    }

    private mutating func read(_ line: LineFile.Line) throws {
        let bytes = line.bytes
        if case .checksum = state {
        } else if case .end = state {
        } else if case .done = state {
        } else {
            hash.update(bytes)
            hash.update(CollectionOfOne(UInt8(ascii: "\n")))
        }
        switch state {
        case .header:
            try readHeader(bytes)
            state = sections.isEmpty ? .counts : .sectionStart(0)
        case .sectionStart(let index):
            guard bytes.elementsEqual(BackupLines.sectionStart(sections[index])) else {
                throw Problem("expected the section \"\(sections[index].rawValue)\"")
            }
            found.offsets[sections[index]] = line.offset + bytes.count + 1
            found.counts[sections[index]] = 0
            state = .records(index, closing: false)
        case .records(let index, let closing):
            if bytes.elementsEqual(BackupLines.sectionEnd) {
                try found.finish(sections[index], end: lineNumber)
                state = index + 1 < sections.count ? .sectionStart(index + 1) : .counts
                return
            }
            guard !closing else { throw Problem("a record follows the last one without a comma") }
            let (json, hasComma) = BackupLines.record(bytes)
            do {
                try found.add(json, to: sections[index], line: lineNumber)
            } catch let error as BackupError {
                throw Problem(error.description)
            } catch let error as Problem {
                throw error
            } catch let error as any CategorizedError {
                throw Problem(error.message)
            } catch {
                throw Problem("a \(sections[index].rawValue) record is not one Outings writes")
            }
            state = .records(index, closing: !hasComma)
        case .counts:
            guard let json = BackupLines.value(of: "counts", in: bytes),
                let counts = try? BackupLines.decode([String: Int].self, json)
            else { throw Problem("expected the counts") }
            let counted = Dictionary(
                uniqueKeysWithValues: sections.map { ($0.rawValue, found.counts[$0] ?? 0) })
            guard counts == counted else { throw Problem("the counts do not match the records") }
            state = .checksum
        case .checksum:
            guard let json = BackupLines.value(of: "sha256", in: bytes),
                let digest = try? BackupLines.decode(String.self, json)
            else { throw Problem("expected the sha256 checksum") }
            guard digest == hash.finish() else { throw Problem("the sha256 checksum does not match") }
            state = .end
        case .end:
            guard bytes.elementsEqual("}".utf8) else { throw Problem("expected the end of the document") }
            state = .done
        case .done:
            throw Problem("text follows the end of the document")
        }
    }

    private mutating func readHeader(_ bytes: ArraySlice<UInt8>) throws {
        // The header object is left open by a comma; closed here it reads alone.
        guard bytes.last == UInt8(ascii: ",") else { throw Problem("not an Outings backup") }
        let json = Array(bytes.dropLast()) + Array("}".utf8)
        guard let header = try? BackupLines.decode(BackupRecords.Header.self, json[...]),
            header.format == BackupFormat.name
        else { throw Problem("not an Outings backup") }
        guard header.version <= BackupFormat.version else {
            throw BackupError.newerFormat(path: file.path, version: header.version)
        }
        guard header.version == BackupFormat.version,
            let layout = BackupSection.readable.first(where: { $0.map(\.rawValue) == header.sections })
        else { throw Problem("unknown format version or sections") }
        sections = layout
    }
}

/// A problem found at the current line.
private struct Problem: Error {
    let text: String
    init(_ text: String) { self.text = text }
}
