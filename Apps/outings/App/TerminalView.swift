import AppSupport
import PlatformFoundation
import Presentation
import UseCases

/// Renders view models as text for people or JSON for scripts. It knows no use case.
final class TerminalView {
    enum Format { case text, json }

    private let console: any Console
    private let format: Format
    /// Colour, and the width lists are laid out to when standard output is a terminal.
    let settings: TerminalSettings
    /// True when standard output carries data (JSON, or an image for `download --output -`), so
    /// status lines go to standard error.
    private let statusToStandardError: Bool
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    init(
        console: any Console, format: Format, dataOnStandardOutput: Bool = false,
        settings: TerminalSettings = .plain
    ) {
        self.console = console
        self.format = format
        self.settings = settings
        self.statusToStandardError = format == .json || dataOnStandardOutput
    }

    /// JSON as stored, or the text lines: every piece sanitized (in `Span`), coloured when allowed.
    func emit<Value: Encodable>(json value: Value, text: () -> [StyledLine]) {
        switch format {
        case .json:
            // Encoding plain strings, numbers and booleans cannot fail.
            let data = (try? encoder.encode(value)) ?? Data("null".utf8)
            console.write(String(decoding: data, as: UTF8.self) + "\n")
        case .text:
            let lines = text()
            let color = settings.outputColor
            console.write(
                lines.isEmpty ? "" : lines.map { $0.rendered(color: color) }.joined(separator: "\n") + "\n")
        }
    }
}

extension TerminalView: PlacesView {
    /// Text: a heading per country, its places indented under it (on a terminal in columns that
    /// fit). JSON: one array of the rows in the same order, each with its `country`.
    func display(_ places: PlacesViewModel) {
        emit(json: places.rows) {
            guard !places.sections.isEmpty else {
                return settings.emptyListLines("\(places.emptyMessage) \(Hint.noPlaces)").map {
                    StyledLine($0)
                }
            }
            // On a terminal every row is laid out in the columns fitted to all of them.
            let columns = settings.listWidth.map { ListColumns.places(places, width: $0) }
            return places.sections.enumerated().flatMap { index, section in
                (index == 0 ? [] : [""]) + ["\(section.country, .bold)"]
                    + section.places.map { row -> StyledLine in
                        if let columns { return columns(row) }
                        return row.subtitle.isEmpty
                            ? "  \(row.id, .dim)  \(row.title, .bold)"
                            : "  \(row.id, .dim)  \(row.title, .bold) — \(row.subtitle)"
                    }
            }
        }
    }
}

extension TerminalView: ImageCacheView {
    /// The size, then how old the oldest image is and how many are stale.
    func display(_ cache: ImageCacheViewModel) {
        emit(json: cache) {
            let size = StyledLine(
                "\(cache.count) cached image\(cache.count == 1 ? "" : "s"), \(ByteCount.text(cache.bytes)) "
                    + "(limit \(ByteCount.text(cache.limit))) in \(cache.folder)")
            guard let oldest = cache.oldestAgeText else { return [size] }
            let expiry: String
            if let maxAge = cache.maxAgeText {
                expiry =
                    cache.expired == 0
                    ? "none is older than \(maxAge)"
                    : "\(cache.expired) stale (older than \(maxAge)): fetched again when Flickr's image host "
                        + "answers, shown until then; 'outings cache prune' removes them"
            } else {
                // The 0 may come from the variable or the configuration file: name neither.
                expiry = "images never expire (maximum age 0)"
            }
            return [size, StyledLine("Oldest fetched \(oldest) ago; \(expiry).")]
        }
    }
}

extension TerminalView: PhotoListView, PhotoView {
    func display(_ list: PhotoListViewModel) {
        emit(json: list.photos) {
            guard !list.photos.isEmpty else {
                return settings.emptyListLines(
                    list.isNumbered ? list.emptyMessage + " " + Hint.noRecents : list.emptyMessage
                ).map { StyledLine($0) }
            }
            if let width = settings.listWidth { return ListColumns.photos(list, width: width) }
            return list.photos.enumerated().map { index, photo -> StyledLine in
                let line: StyledLine =
                    photo.subtitle.isEmpty
                    ? "\(photo.title, .bold)" : "\(photo.title, .bold) — \(photo.subtitle)"
                return list.isNumbered
                    ? "\(index + 1). \(line)  (\(photo.id, .dim))" : "\(photo.id, .dim)  \(line)"
            }
        }
    }

    func display(_ photo: PhotoViewModel) {
        emit(json: LocatedPhotoJSON(photo)) {
            var lines: [StyledLine] = ["\(photo.title, .bold)"]
            if !photo.subtitle.isEmpty { lines.append("\(photo.subtitle)") }
            lines.append("Owner: \(photo.owner.isEmpty ? "unknown" : photo.owner)")
            if let credit = photo.credit { lines.append("Credit: \(credit.text)") }
            lines.append("URL: \(photo.url ?? "none (Flickr did not give enough to build one)")")
            lines.append("Page: \(photo.pageURL ?? "none (the owner is not known)")")
            lines.append("Location: \(photo.location?.text ?? "not geotagged")")
            return lines
        }
    }
}

extension TerminalView: NearbyPhotosView {
    /// Text: one row per photo, nearest first: distance, title, place and id (on a terminal in
    /// columns that fit). JSON: the array of photos, each with its `distance`.
    func display(_ list: NearbyPhotoListViewModel) {
        emit(json: list.photos) {
            guard !list.photos.isEmpty else {
                return settings.emptyListLines(list.emptyMessage).map { StyledLine($0) }
            }
            if let width = settings.listWidth { return ListColumns.nearbyPhotos(list, width: width) }
            return list.photos.map { item -> StyledLine in
                let photo = item.photo
                return item.placeTitle.isEmpty
                    ? "\(item.distanceText)  \(photo.title, .bold)  (\(photo.id, .dim))"
                    : "\(item.distanceText)  \(photo.title, .bold) — \(item.placeTitle)  (\(photo.id, .dim))"
            }
        }
    }
}

extension TerminalView: AttractionsView {
    func display(_ list: AttractionListViewModel) {
        emit(json: list.attractions) {
            if list.attractions.isEmpty {
                return settings.emptyListLines("\(list.emptyMessage) \(Hint.noAttractions)").map {
                    StyledLine($0)
                }
            }
            if let width = settings.listWidth { return ListColumns.attractions(list, width: width) }
            return list.attractions.map { item in
                "\(item.position). \(item.name, .bold) (\(item.kind))  id \(item.id, .dim)"
            }
        }
    }

    func display(_ attraction: AttractionViewModel) {
        emit(json: attraction) { Self.styledLines(of: attraction) }
    }

    /// `attractions show`'s lines: the name bold, the id dim.
    static func styledLines(of attraction: AttractionViewModel) -> [StyledLine] {
        fieldLines(of: attraction).map { field, line -> StyledLine in
            switch field {
            case .name: "\(attraction.name, .bold)"
            case nil where line == "ID: \(attraction.id)": "ID: \(attraction.id, .dim)"
            default: "\(line)"
            }
        }
    }
}

extension TerminalView: StatusView {
    /// In JSON mode the status goes to stderr, so standard output stays one JSON document. One
    /// line: a status names stored things, and a line feed in a name must not start a line that
    /// reads as Outings' own.
    func display(_ status: StatusViewModel) {
        writeStatus(Span(status.message).text + "\n")
    }

    /// Bytes as they are (an image on standard output).
    func write(data: Data) {
        console.write(data: data)
    }

    /// A prompt, without a line break, for a person typing at a terminal.
    func prompt(_ text: String) {
        console.write(Span(text).text)
    }

    /// Ends a prompt's line that no typed line feed ended (input closed with Ctrl-D).
    func endLine() {
        console.write("\n")
    }

    /// The JSON result of a command that produced nothing (an editor session that did not save).
    func displayNull() {
        if format == .json { console.write("null\n") }
    }

    /// Text the CLI itself owns (the demo tour), shown like a status line; its line feeds are kept,
    /// so stored text it quotes goes through `TextSanitizer.terminalSafe` first.
    func note(_ text: String) {
        writeStatus(
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { Span(String($0)).text }.joined(separator: "\n") + "\n")
    }

    private func writeStatus(_ text: String) {
        statusToStandardError ? console.writeError(text) : console.write(text)
    }
}

extension AttractionViewModel {
    /// "Park, outside": the type (when there is one) and the setting.
    var kind: String { [type, setting].filter { !$0.isEmpty }.joined(separator: ", ") }
}

/// What the command line adds to an empty state: the commands that fill it. Presenters know no
/// command names; only this view does.
enum Hint {
    static let noPlaces = "Try: outings demo, or outings photos import FILE"
    static let noRecents = "Show one with: outings photos show PHOTO_ID"
    static let noAttractions = "Try: outings demo, or outings attractions add --name NAME"
}
