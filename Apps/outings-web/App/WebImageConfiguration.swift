import Domain
import FlickrFetcher
import Foundation
import ImageFileCache
import UseCases

// TEMPORARY until AppSupport holds configuration from the environment: the CLI's rules.
/// The image host and the image cache, from `OUTINGS_FLICKR_STATIC_URL`, `OUTINGS_CACHE_LIMIT`
/// and the XDG cache folder, as the CLI reads them.
struct WebImageConfiguration: Sendable {
    let staticBase: String
    let folder: String
    let limit: Int

    init(environment: [String: String]) throws {
        var base = Photo.staticBase
        if let override = environment["OUTINGS_FLICKR_STATIC_URL"], !override.isEmpty {
            guard let url = URL(string: override), url.scheme == "http" || url.scheme == "https",
                url.host != nil
            else {
                throw WebFailure(64, "OUTINGS_FLICKR_STATIC_URL must be an http(s) URL")
            }
            base = override.hasSuffix("/") ? override : override + "/"
        }
        staticBase = base
        var limit = FileImageCache.defaultLimit
        if let text = environment["OUTINGS_CACHE_LIMIT"], !text.isEmpty {
            guard let parsed = FileImageCache.parseLimit(text) else {
                throw WebFailure(
                    64, "OUTINGS_CACHE_LIMIT must be a number of bytes, or with K, M or G (such as 50M)")
            }
            limit = parsed
        }
        self.limit = limit
        folder = FileImageCache.defaultFolder(environment: environment)
    }

    /// Images through the cache; downloads over https only, or http when the test override is.
    func photoImages() -> PhotoImages {
        let downloader = FlickrImageDownloader(timeout: 30, allowsHTTP: staticBase.hasPrefix("http:"))
        return PhotoImages(
            cache: FileImageCache(folder: folder, limit: limit), source: downloader, base: staticBase)
    }
}
