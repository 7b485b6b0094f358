/// The rule for an attraction id. Outings makes every id itself (a lowercase UUID); a store, a
/// backup or a transfer holds only ids such a maker could have written, so each can be typed,
/// shown on a terminal and used as a key on every backend: 1 to `CatalogID.maxBytes` bytes of
/// UTF-8 (the key limit photo and place ids keep too) with no white space, control character
/// (C0, DEL, C1) or format character (the bidi controls, zero-width characters).
public enum AttractionID {
    /// What is wrong with `id`, as one line naming it, or nil when Outings could have written it.
    public static func problem(_ id: String) -> String? {
        // Printable ASCII (every id Outings makes) needs no look at Unicode's tables.
        if !id.isEmpty, CatalogID.fits(id), id.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) { return nil }
        let named = "attraction id \"\(id)\""
        if id.isEmpty { return "\(named) is empty" }
        if !CatalogID.fits(id) { return "\(named) is longer than \(CatalogID.maxBytes) bytes" }
        if id.unicodeScalars.contains(where: isForbidden) {
            return "\(named) holds a white space, control or format character"
        }
        return nil
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return scalar.properties.isWhitespace || category == .control || category == .format
    }
}
