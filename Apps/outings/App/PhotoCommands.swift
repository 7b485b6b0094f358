import Domain
import Presentation
import UseCases

/// `photos show` and the `recents` commands, given only the use case and presenters they need.
///
/// Both arrive as factories, called only once the command line's own options have been checked:
/// a usage error must neither record a photo nor create the store.
struct PhotoCommands {
    let command: ParsedCommand
    /// The photo use case on this command's store (opened, or created, by the first call).
    let viewPhotos: () throws -> ViewPhotos
    /// A presenter for images of the given size (fails on a bad image-host setting); it opens the
    /// store, for the licence names credits use.
    let photoPresenter: (PhotoSize) throws -> PhotoPresenter
    let status: StatusPresenter

    /// `photos show PHOTO_ID`.
    func show() throws {
        let presenter = try photoPresenter(try command.photoSize())
        let viewPhotos = try viewPhotos()
        let photo = try viewPhotos.show(photoID: command.argument(0))
        presenter.present(photo, place: try viewPhotos.place(of: photo))
    }

    /// `recents`.
    func listRecents() throws {
        try photoPresenter(PhotoPresenter.listSize).presentRecents(try viewPhotos().recents())
    }

    /// `recents show N`.
    func showRecent() throws {
        // The number is checked first: the presenter opens the store (for its licence names).
        let size = try command.photoSize()
        let number = try command.recentNumber()
        let viewPhotos = try viewPhotos()
        let photo = try viewPhotos.showRecent(number: number)
        try photoPresenter(size).present(photo, place: try viewPhotos.place(of: photo))
    }

    /// `recents clear`.
    func clearRecents() throws {
        try viewPhotos().clearRecents()
        status.clearedRecents()
    }
}
