import Domain
import Testing

/// The box a page lays an image out in: Flickr's documented longest side, square for the squares,
/// 4:3 otherwise.
struct PhotoSizeBoxTests {
    @Test(arguments: [
        ("square", 75, 75), ("large-square", 150, 150), ("thumbnail", 100, 75), ("small", 240, 180),
        ("medium", 500, 375), ("medium-640", 640, 480), ("medium-800", 800, 600), ("large", 1024, 768),
        ("original", 2048, 1536),
    ])
    func everySizeHasItsNominalBox(name: String, width: Int, height: Int) throws {
        let box = try #require(PhotoSize(rawValue: name)).nominalBox

        #expect(box.width == width)
        #expect(box.height == height)
    }
}
