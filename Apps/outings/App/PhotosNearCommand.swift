import Domain
import Presentation
import UseCases

/// `photos near LAT,LON`: the point, `--within` and `--limit` are read from the command line
/// before the store is opened, so bad input neither creates nor touches a store.
struct PhotosNearCommand {
    let command: ParsedCommand
    let photosNear: () throws -> PhotosNear
    let presenter: () throws -> NearbyPhotosPresenter

    func run() throws {
        let centre = try PhotosNear.centre(text: command.argument(0))
        let within = try command.value("within").map { try PhotosNear.distance(text: $0) }
        let limit = try command.integer("limit", in: PhotosNear.limits) ?? PhotosNear.defaultLimit
        let presenter = try presenter()
        presenter.present(
            try photosNear().photos(near: centre, within: within, limit: limit), centre: centre,
            within: within)
    }
}
