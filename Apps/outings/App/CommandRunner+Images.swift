import AppSupport
import Domain
import Foundation
import UseCases

extension CommandRunner {
    /// `photos open ID` and `recents open N`: records the photo like `show`, then opens the cached
    /// image (or the Flickr page) with the desktop's browser.
    func openPhoto() throws {
        // Every option is checked before the photo is recorded, so a usage error changes nothing.
        let size = try size()
        let timeout = try timeout()
        let images = try root.photoImages(timeout: timeout)
        let viewPhotos = try root.viewPhotos()
        let photo =
            command.spec.action == .openRecent
            ? try viewPhotos.showRecent(number: try recentNumber())
            : try viewPhotos.show(photoID: command.argument(0))
        let launcher = BrowserLauncher(environment: root.environment)
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
        case .opened(let program): root.view.note("Opened \(target) with \(program).")
        case .noOpener(let reason): notOpened(target, reason: reason)
        case .failed(let program, let status):
            throw CLIError(
                code: .unavailable, message: "\(program) could not open \(target) (exit status \(status))")
        }
    }

    private func notOpened(_ target: String, reason: String) {
        root.console.write(TextSanitizer.terminalSafe(target) + "\n")
        root.console.writeError("outings: did not open it: \(TextSanitizer.terminalSafe(reason))\n")
    }

    /// `photos download ID [--output FILE|-] [--force]`: the image from the cache or Flickr,
    /// written whole or not at all, with the credit line. Records nothing in recents.
    func downloadPhoto() throws {
        let size = try size()
        let timeout = try timeout()
        let photo = try root.viewPhotos().find(photoID: command.argument(0))
        let images = try root.photoImages(timeout: timeout)
        _ = try images.url(of: photo, size: size)
        // url(of:) succeeded, so the download name exists too.
        let destination = command.value("output") ?? photo.downloadName(for: size) ?? photo.id
        let writer = ImageFileWriter(path: destination, overwrite: command.has("force"))
        if destination != "-" { try writer.checkNotExisting() }
        let image = try images.image(of: photo, size: size)
        if destination == "-" {
            root.view.write(data: image.data)
        } else {
            try writer.write(image.data)
            root.statusPresenter.savedImage(to: destination, bytes: image.data.count)
        }
        root.statusPresenter.credit(for: photo)
    }

    func showCache() throws {
        let cache = try root.imageCache()
        root.imageCachePresenter.present(try cache.usage(), folder: cache.folder)
    }

    func clearCache() throws {
        root.statusPresenter.clearedImageCache(count: try root.imageCache().clear())
    }
}
