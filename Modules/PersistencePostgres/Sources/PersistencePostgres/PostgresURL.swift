import CLibPQ
import PlatformFoundation
import UseCases

/// Reading libpq URLs without connecting, and finding every form of the password they carry so
/// that no message repeats any part of it.
public enum PostgresURL {
    /// True for `postgres://` and `postgresql://` URLs.
    public static func isPostgres(_ url: String) -> Bool {
        url.hasPrefix("postgres://") || url.hasPrefix("postgresql://")
    }

    /// Loads libpq (once per process) if it is not loaded yet: the other functions here read URLs
    /// with it. Throws `StoreError.unavailable`, one line naming the library, when it cannot be
    /// loaded, so an app can say so before calling them.
    public static func loadClientLibrary() throws(StoreError) {
        _ = try LibPQ.loaded()
    }

    /// True when libpq can parse the URL (it does not connect) and the URL is unambiguous; false
    /// when libpq cannot be loaded (see `loadClientLibrary`).
    public static func isWellFormed(_ url: String) -> Bool {
        parse(url) != nil && URLComponents(string: url) != nil && !hasSeveralAtSigns(url)
    }

    /// `postgres://alice:Tr0ub4dor@horse-battery-staple@host/db`: libpq ends the password at the
    /// first '@' and would try to resolve the rest of the password as a host name, printing it in
    /// its error. A host never holds '@', so such a URL is refused (the '@' must be written %40).
    static func hasSeveralAtSigns(_ url: String) -> Bool {
        guard let schemeEnd = url.firstRange(of: "://") else { return false }
        let authority = url[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return authority.filter { $0 == "@" }.count > 1
    }

    /// Every text that is or encodes the URL's password: the one libpq finds (in the user-info part
    /// or a `password=` parameter, percent-decoded), every `password` parameter, and their encoded
    /// forms as written. Longest first, so a redaction never leaves a tail of a longer one.
    public static func secrets(in url: String) -> [String] {
        var found: Set<String> = []
        if let password = parse(url)?["password"] { found.insert(password) }
        if let components = URLComponents(string: url) {
            found.formUnion([components.password, components.percentEncodedPassword].compactMap { $0 })
            // As written and percent-decoded: the same items read both ways.
            let items = (components.percentEncodedQueryItems ?? []) + (components.queryItems ?? [])
            for item in items where item.name == "password" {
                found.formUnion([item.value].compactMap { $0 })
            }
        }
        return found.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    }

    /// libpq's own reading of the URL (PQconninfoParse), as keyword to value; nil when libpq
    /// rejects it or cannot be loaded.
    static func parse(_ url: String) -> [String: String]? {
        guard let libpq = try? LibPQ.loaded() else { return nil }
        var message: UnsafeMutablePointer<CChar>?
        guard let options = libpq.conninfoParse(url, &message) else {
            libpq.freemem(message)
            return nil
        }
        defer { libpq.conninfoFree(options) }
        var values: [String: String] = [:]
        var option = options
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val { values[String(cString: keyword)] = String(cString: value) }
            option += 1
        }
        return values
    }
}
