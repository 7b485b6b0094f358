import Domain
import FlickrFetcher
import ImageFileCache
import PlatformFoundation
import UseCases

/// What the environment configures, read in one place for every app: the Flickr key and hosts,
/// the image cache's folder, limit and maximum age (also from the configuration file). Invalid
/// values are `AppError(.usage, ...)` naming the variable, `AppError(.configuration, ...)` naming
/// the file's key.
public struct Configuration: Sendable {
    /// `FLICKR_API_KEY`, or nil.
    public let flickrAPIKey: String?
    /// Flickr's REST endpoint, or `OUTINGS_FLICKR_URL` (tests point it at a local server).
    public let flickrBaseURL: URL
    /// Flickr's image host, or `OUTINGS_FLICKR_STATIC_URL`; always ends with "/".
    public let staticBase: String
    /// The image cache folder: `$XDG_CACHE_HOME/outings/photos`, else `~/.cache/outings/photos`.
    public let cacheFolder: String
    /// `OUTINGS_CACHE_LIMIT` in bytes (K, M, G accepted), default 50 MB.
    public let cacheLimit: Int
    /// `OUTINGS_CACHE_MAX_AGE` (`7d`, `12h`, `30m`, `0` for never), else the configuration file's
    /// `cache-max-age`, default 7 days.
    public let cacheMaxAge: ImageMaxAge

    /// `file` is read only when a setting is not in the environment (nil: no file).
    public init(environment: [String: String], file: () throws -> ConfigFile? = { nil }) throws {
        flickrAPIKey = environment["FLICKR_API_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        flickrBaseURL = try Self.httpURL(environment, "OUTINGS_FLICKR_URL") ?? FlickrFetcher.defaultBaseURL
        if let url = try Self.httpURL(environment, "OUTINGS_FLICKR_STATIC_URL") {
            let text = url.absoluteString
            staticBase = text.hasSuffix("/") ? text : text + "/"
        } else {
            staticBase = Photo.staticBase
        }
        cacheFolder = FileImageCache.defaultFolder(environment: environment)
        if let text = environment["OUTINGS_CACHE_LIMIT"], !text.isEmpty {
            guard let parsed = FileImageCache.parseLimit(text) else {
                throw AppError(
                    .usage,
                    "OUTINGS_CACHE_LIMIT must be a number of bytes, or with K, M or G (such as 50M), not \"\(text)\""
                )
            }
            cacheLimit = parsed
        } else {
            cacheLimit = FileImageCache.defaultLimit
        }
        cacheMaxAge = try Self.maxAge(environment, file: file)
    }

    /// The image cache as configured.
    public func imageCache() -> FileImageCache {
        FileImageCache(folder: cacheFolder, limit: cacheLimit, maxAge: cacheMaxAge)
    }

    private static func maxAge(_ environment: [String: String], file: () throws -> ConfigFile?) throws
        -> ImageMaxAge
    {
        try setting(
            "OUTINGS_CACHE_MAX_AGE", .cacheMaxAge, environment: environment, file: file,
            parse: ImageMaxAge.init(parsing:), malformed: ImageMaxAge.malformed) ?? .standard
    }

    /// A setting's value by the one precedence every setting follows: the variable, else the
    /// configuration file's key, else nil (the caller's default). An empty variable or key is an
    /// unset one; a setting without a variable (nil) is read from the file alone. A malformed
    /// variable is `AppError(.usage)` naming it, a malformed key `AppError(.configuration)` naming
    /// the file and key; `malformed` words the line.
    static func setting<Value>(
        _ variable: String?, _ key: ConfigKey, environment: [String: String], file: () throws -> ConfigFile?,
        parse: (String) -> Value?, malformed: (String, String) -> String
    ) throws -> Value? {
        if let variable, let text = environment[variable], !text.isEmpty {
            guard let value = parse(text) else { throw AppError(.usage, malformed(variable, text)) }
            return value
        }
        guard let configFile = try file(), let text = configFile.values[key], !text.isEmpty else {
            return nil
        }
        guard let value = parse(text) else {
            throw AppError(.configuration, malformed("\(configFile.path): \(key.rawValue)", text))
        }
        return value
    }

    private static func httpURL(_ environment: [String: String], _ name: String) throws -> URL? {
        guard let text = environment[name], !text.isEmpty else { return nil }
        guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https", url.host != nil
        else {
            throw AppError(.usage, "\(name) must be an http(s) URL")
        }
        return url
    }
}
