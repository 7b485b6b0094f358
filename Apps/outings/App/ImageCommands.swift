import Domain
import ImageFileCache
import Presentation
import UseCases

/// `photos open`, `recents open`, `photos download` and the `cache` commands: images from the
/// cache or Flickr, given only the use cases, presenters and views they need.
///
/// Use cases arrive as factories, called only once the options have been checked, so a usage
/// error records no photo and creates no store.
struct ImageCommands {
    let command: ParsedCommand
    /// The photo use case on this command's store.
    let viewPhotos: () throws -> ViewPhotos
    /// Images through the cache, downloads given up after a number of seconds.
    let photoImages: (_ timeout: Double) throws -> PhotoImages
    /// The image cache folder, its limit and maximum age as configured.
    let imageCache: () throws -> FileImageCache
    let launcher: BrowserLauncher
    let status: StatusPresenter
    let cachePresenter: ImageCachePresenter
    /// Standard output: notes, an unopened target, an image for `--output -`.
    let view: TerminalView
    /// Standard error, for what went wrong without failing the command.
    let messages: TerminalView

    /// `photos open PHOTO_ID`.
    func open() throws { try openPhoto(recent: false) }

    /// `recents open N`.
    func openRecent() throws { try openPhoto(recent: true) }

    /// `cache`.
    func showCache() throws {
        let cache = try imageCache()
        cachePresenter.present(try cache.usage(), folder: cache.folder)
    }

    /// `cache clear`.
    func clearCache() throws {
        status.clearedImageCache(count: try imageCache().clear())
    }

    /// `cache prune`: the expired images only.
    func pruneCache() throws {
        let cache = try imageCache()
        status.prunedImageCache(try cache.prune(), maxAge: cache.maxAge)
    }

    /// `photos open ID` and `recents open N`: records the photo like `show`, then opens the cached
    /// image (or the Flickr page) with the desktop's browser.
    private func openPhoto(recent isRecent: Bool) throws {
        // Every option is checked before the photo is recorded, so a usage error changes nothing.
        let size = try command.photoSize()
        let timeout = try command.timeout()
        let recent = isRecent ? try command.recentNumber() : nil
        let images = try photoImages(timeout)
        let viewPhotos = try viewPhotos()
        let photo =
            try recent.map { try viewPhotos.showRecent(number: $0) }
            ?? viewPhotos.show(photoID: command.argument(0))
        let target: String
        if command.has("page") {
            guard let page = photo.pageURL else { throw PhotoImagesError.noPage(photoID: photo.id) }
            target = page
        } else {
            let url = try images.url(of: photo, size: size)
            // Nothing to open with: no point downloading; the URL is what the user can use.
            if case .noOpener(let reason) = launcher.check() {
                return notOpened(url, reason: reason)
            }
            // The cached file, so a photo seen once opens offline; the URL when too large to cache.
            target = try images.image(of: photo, size: size).cachedPath ?? url
        }
        switch launcher.open(target) {
        case .opened(let program): view.note("Opened \(target) with \(program).")
        case .noOpener(let reason): notOpened(target, reason: reason)
        case .failed(let program, let status):
            throw CLIError(
                code: .unavailable, message: "\(program) could not open \(target) (exit status \(status))")
        }
    }

    /// The target alone on standard output, so a script can still use it, and why on standard error.
    private func notOpened(_ target: String, reason: String) {
        view.line(target)
        messages.line("outings: did not open it: \(reason)")
    }

    /// `photos download ID [--output FILE|-] [--force]`: the image from the cache or Flickr,
    /// written whole or not at all, with the credit line. Records nothing in recents.
    func download() throws {
        let size = try command.photoSize()
        let timeout = try command.timeout()
        let photo = try viewPhotos().find(photoID: command.argument(0))
        let images = try photoImages(timeout)
        _ = try images.url(of: photo, size: size)
        // url(of:) succeeded, so the download name exists too.
        let destination = command.value("output") ?? photo.downloadName(for: size) ?? photo.id
        let writer = ImageFileWriter(path: destination, overwrite: command.has("force"))
        let toStandardOutput = destination == ParsedCommand.standardStream
        if !toStandardOutput { try writer.checkNotExisting() }
        let image = try images.image(of: photo, size: size)
        if toStandardOutput {
            view.write(data: image.data)
        } else {
            try writer.write(image.data)
            status.savedImage(to: destination, bytes: image.data.count)
        }
        status.credit(for: photo)
    }
}
