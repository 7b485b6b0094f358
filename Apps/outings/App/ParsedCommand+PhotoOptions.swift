import Domain
import Presentation

/// The options the photo, image and `--refresh` commands share, read from the command line alone,
/// so every handler checks them the same way and before it touches a store.
extension ParsedCommand {
    static let defaultFlickrTimeout = 30.0

    /// `--size`, `PhotoPresenter.photoSize` (large) when not given.
    func photoSize() throws -> PhotoSize {
        guard let text = value("size") else { return PhotoPresenter.photoSize }
        guard let size = PhotoSize(rawValue: text) else {
            throw CLIError.usage("--size must be one of \(PhotoSize.names), not \"\(text)\"")
        }
        return size
    }

    /// `--timeout SECONDS`, for Flickr's API and for image downloads alike.
    func timeout() throws -> Double {
        guard let text = value("timeout") else { return Self.defaultFlickrTimeout }
        guard let seconds = Double(text), seconds > 0, seconds <= 600 else {
            throw CLIError.usage(
                "--timeout needs a number of seconds above 0 and at most 600, not \"\(text)\"")
        }
        return seconds
    }

    /// N of `recents show N` and `recents open N`.
    func recentNumber() throws -> Int {
        let text = argument(0)
        guard let number = Int(text), number >= 1 else {
            throw CLIError.usage(
                "recents \(spec.words.last ?? "show") needs a number from 1 (the newest), not \"\(text)\""
            )
        }
        return number
    }
}
