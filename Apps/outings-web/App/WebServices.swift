import Foundation
import UseCases

/// What the request handlers need, and nothing more: stores to borrow per request, the image
/// pipeline, the image host the view models name, and the form token.
struct WebServices: Sendable {
    let pool: StorePool
    /// A fresh `PhotoImages` (cache + bounded downloader) for one request.
    let photoImages: @Sendable () throws -> PhotoImages
    let staticBase: String
    let csrf: CSRFToken
}
