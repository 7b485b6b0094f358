import PlatformFoundation

/// Where image bytes come from when they are not cached (Flickr's static host in the app).
/// `Sendable`: adapters may be called from several threads at once.
public protocol ImageSource: Sendable {
    /// The whole image at `url`; adapters refuse bodies that are not images.
    func image(at url: String) throws -> Data
}
