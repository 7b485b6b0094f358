import Domain
import PlatformFoundation

/// The image formats Outings accepts from an image host, each known by its media type and by the
/// signature its files start with, so a body is kept only when it is the image it says it is.
public enum ImageFormat: String, CaseIterable, Sendable {
    case jpeg = "image/jpeg"
    case png = "image/png"
    case gif = "image/gif"
    case webp = "image/webp"

    /// The format a `Content-Type` announces (parameters and case ignored); nil for any other type.
    /// `image/jpg`, which some hosts send for JPEG, counts as `image/jpeg`.
    public init?(contentType: String) {
        let mediaType = String(contentType.prefix { $0 != ";" }).trimmingWhitespace.lowercased()
        self.init(rawValue: mediaType == "image/jpg" ? ImageFormat.jpeg.rawValue : mediaType)
    }

    /// The format whose signature `data` starts with; nil for an empty body or any other bytes.
    public init?(signatureOf data: Data) {
        guard let format = Self.allCases.first(where: { $0.isSignature(of: data) }) else { return nil }
        self = format
    }

    /// The media type to serve it as.
    public var mediaType: String { rawValue }

    /// Whether `data` starts as a file of this format does: JPEG `FF D8 FF`, PNG's eight-byte
    /// signature, GIF `GIF87a` or `GIF89a`, WebP `RIFF`, a length, then `WEBP`.
    public func isSignature(of data: Data) -> Bool {
        let bytes = data.prefix(12)
        switch self {
        case .jpeg: return bytes.starts(with: [0xFF, 0xD8, 0xFF])
        case .png: return bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        case .gif: return bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8))
        case .webp:
            return bytes.count == 12 && bytes.starts(with: Array("RIFF".utf8))
                && bytes.dropFirst(8).elementsEqual(Array("WEBP".utf8))
        }
    }
}
