import UseCases

/// What the image cache holds. JSON keys: count, bytes, limit (bytes), folder.
public struct ImageCacheViewModel: Equatable, Sendable, Encodable {
    public let count: Int
    public let bytes: Int
    public let limit: Int
    public let folder: String

    public init(_ usage: ImageCacheUsage, folder: String) {
        count = usage.count
        bytes = usage.bytes
        limit = usage.limit
        self.folder = folder
    }
}

public protocol ImageCacheView: AnyObject {
    func display(_ cache: ImageCacheViewModel)
}
