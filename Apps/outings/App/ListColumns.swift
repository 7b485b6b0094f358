import Presentation

/// The lists as aligned columns for a terminal `width` columns wide: which cells each list has,
/// which columns may be cut, and their styles (names bold, ids dim). On a terminal too narrow for
/// every column, the id goes first, then the kind or subtitle, and only then are names cut.
/// Piped output never comes here; it keeps its one-line-per-row text.
enum ListColumns {
    /// Rows indented under their country heading, in widths fitted to every row of every section.
    static func places(_ places: PlacesViewModel, width: Int) -> (PlaceRowViewModel) -> StyledLine {
        let indent = "  "
        func cells(_ row: PlaceRowViewModel) -> [Span] {
            [Span(row.id, .dim), Span(row.title, .bold), Span(row.subtitle)]
        }
        let fitted = ColumnLayout(idTitleSubtitle).fitted(
            to: places.rows.map(cells), width: width - indent.count)
        return { row in StyledLine(spans: [Span(indent)] + fitted.line(cells(row)).spans) }
    }

    /// Catalog photos: id, title, subtitle. Recents: number, title, subtitle, id (in the attraction
    /// list's columns).
    static func photos(_ list: PhotoListViewModel, width: Int) -> [StyledLine] {
        if list.isNumbered {
            let rows = list.photos.enumerated().map { index, photo in
                [Span("\(index + 1)."), Span(photo.title, .bold), Span(photo.subtitle), Span(photo.id, .dim)]
            }
            return ColumnLayout(attractionColumns).lines(rows, fitting: width)
        }
        let rows = list.photos.map { [Span($0.id, .dim), Span($0.title, .bold), Span($0.subtitle)] }
        return ColumnLayout(idTitleSubtitle).lines(rows, fitting: width)
    }

    /// Photos by distance: distance, title, place, id (in the attraction list's columns, the
    /// distance right-aligned as a position is).
    static func nearbyPhotos(_ list: NearbyPhotoListViewModel, width: Int) -> [StyledLine] {
        let rows = list.photos.map { item in
            [
                Span(item.distanceText), Span(item.photo.title, .bold), Span(item.placeTitle),
                Span(item.photo.id, .dim),
            ]
        }
        return ColumnLayout(attractionColumns).lines(rows, fitting: width)
    }

    /// Position, name, kind and the short id (the shortest unique prefix, at least 8 characters).
    static func attractions(_ list: AttractionListViewModel, width: Int) -> [StyledLine] {
        let ids = ShortIDs.prefixes(of: list.attractions.map(\.id))
        let rows = zip(list.attractions, ids).map { item, id in
            [Span("\(item.position)."), Span(item.name, .bold), Span(item.kind), Span(id, .dim)]
        }
        return ColumnLayout(attractionColumns).lines(rows, fitting: width)
    }

    /// The attraction list's columns: position, name, kind (dropped second) and id (dropped first).
    static let attractionColumns: [ColumnLayout.Column] = [
        .number, .text, .text.droppable(2), .fixed.droppable(1),
    ]

    /// Places and catalog photos: the id first, which goes first too, then the subtitle.
    static let idTitleSubtitle: [ColumnLayout.Column] = [.fixed.droppable(1), .text, .text.droppable(2)]
}
