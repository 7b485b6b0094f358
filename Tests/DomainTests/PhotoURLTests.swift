import Domain
import Testing

struct PhotoURLTests {
    private func makePhoto(
        id: String = "5330", farm: Int? = 66, server: String? = "65535", secret: String? = "abc123",
        originalSecret: String? = "def456", originalFormat: String? = "png", owner: String = "12345678@N00"
    ) -> Photo {
        Photo(
            id: id, owner: owner, farm: farm, server: server, secret: secret, originalSecret: originalSecret,
            originalFormat: originalFormat)
    }

    @Test(arguments: [
        ("square", "https://live.staticflickr.com/65535/5330_abc123_s.jpg"),
        ("large-square", "https://live.staticflickr.com/65535/5330_abc123_q.jpg"),
        ("thumbnail", "https://live.staticflickr.com/65535/5330_abc123_t.jpg"),
        ("small", "https://live.staticflickr.com/65535/5330_abc123_m.jpg"),
        ("medium", "https://live.staticflickr.com/65535/5330_abc123.jpg"),
        ("medium-640", "https://live.staticflickr.com/65535/5330_abc123_z.jpg"),
        ("medium-800", "https://live.staticflickr.com/65535/5330_abc123_c.jpg"),
        ("large", "https://live.staticflickr.com/65535/5330_abc123_b.jpg"),
        ("original", "https://live.staticflickr.com/65535/5330_def456_o.png"),
    ])
    func everySizeByItsNameHasFlickrsLiveStaticURL(name: String, expected: String) throws {
        let size = try #require(PhotoSize(rawValue: name))

        #expect(makePhoto().url(for: size) == expected)
    }

    @Test func theSizeNamesAreThePublicOnesInOrder() {
        #expect(
            PhotoSize.names
                == "square, large-square, thumbnail, small, medium, medium-640, medium-800, large, original")
    }

    @Test func noFarmHostIsBuiltAndNoFarmIsNeeded() {
        #expect(
            makePhoto(farm: nil).url(for: .large) == "https://live.staticflickr.com/65535/5330_abc123_b.jpg")
    }

    @Test func anotherBaseReplacesTheLiveHost() {
        #expect(
            makePhoto().url(for: .small, base: "http://127.0.0.1:8080/static/")
                == "http://127.0.0.1:8080/static/65535/5330_abc123_m.jpg")
    }

    @Test func noURLWhenServerOrSecretIsMissing() {
        #expect(makePhoto(server: nil).url(for: .large) == nil)
        #expect(makePhoto(server: "").url(for: .square) == nil)
        #expect(makePhoto(secret: nil).url(for: .square) == nil)
        #expect(makePhoto(secret: "").url(for: .medium) == nil)
    }

    @Test func originalNeedsOriginalSecretAndFormat() {
        #expect(makePhoto(originalSecret: nil).url(for: .original) == nil)
        #expect(makePhoto(originalFormat: "").url(for: .original) == nil)
        #expect(makePhoto(originalSecret: nil).url(for: .large) != nil)
    }

    @Test(arguments: [
        ("../../etc/passwd", "65535", "abc123"), (".hidden", "65535", "abc123"), ("5330", "65535/..", "abc"),
        ("5330", "65535", "abc?x=1"), ("5330", "1", "a b"), ("53\u{1B}[2J", "1", "abc"),
    ])
    func noURLWhenAPartHoldsCharactersFlickrNeverUses(id: String, server: String, secret: String) {
        let photo = makePhoto(id: id, server: server, secret: secret)

        #expect(photo.url(for: .large) == nil)
        #expect(photo.downloadName(for: .large) == nil)
    }

    @Test(arguments: [
        ("large", "5330_b.jpg"), ("square", "5330_s.jpg"), ("medium", "5330.jpg"), ("original", "5330_o.png"),
    ])
    func downloadNameIsIDSuffixAndExtension(name: String, expected: String) throws {
        #expect(makePhoto().downloadName(for: try #require(PhotoSize(rawValue: name))) == expected)
    }

    @Test func pageIsTheOwnersPhotoPageOnFlickr() {
        #expect(makePhoto().pageURL == "https://www.flickr.com/photos/12345678@N00/5330")
    }

    @Test(arguments: ["", "a/b", "x y", "12@N00?q", "\u{1B}]8;;"])
    func noPageWithoutAnOwnerNSID(owner: String) {
        #expect(makePhoto(owner: owner).pageURL == nil)
    }
}
