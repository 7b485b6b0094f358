import Domain
import Testing

struct PhotoURLTests {
    private func makePhoto(
        farm: Int? = 66, server: String? = "65535", secret: String? = "abc123",
        originalSecret: String? = "def456", originalFormat: String? = "png"
    ) -> Photo {
        Photo(
            id: "5330", farm: farm, server: server, secret: secret, originalSecret: originalSecret,
            originalFormat: originalFormat)
    }

    @Test(arguments: [
        (PhotoSize.square, "https://farm66.staticflickr.com/65535/5330_abc123_s.jpg"),
        (PhotoSize.large, "https://farm66.staticflickr.com/65535/5330_abc123_b.jpg"),
        (PhotoSize.original, "https://farm66.staticflickr.com/65535/5330_def456_o.png"),
    ])
    func urlFollowsFlickrFarmServerIDSecretSizeScheme(size: PhotoSize, expected: String) {
        #expect(makePhoto().url(for: size) == expected)
    }

    @Test func noURLWhenFarmServerOrSecretIsMissing() {
        #expect(makePhoto(farm: nil).url(for: .large) == nil)
        #expect(makePhoto(server: nil).url(for: .large) == nil)
        #expect(makePhoto(server: "").url(for: .square) == nil)
        #expect(makePhoto(secret: nil).url(for: .square) == nil)
    }

    @Test func originalNeedsOriginalSecretAndFormat() {
        #expect(makePhoto(originalSecret: nil).url(for: .original) == nil)
        #expect(makePhoto(originalFormat: "").url(for: .original) == nil)
        #expect(makePhoto(originalSecret: nil).url(for: .large) != nil)
    }
}
