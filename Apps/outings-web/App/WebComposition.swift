import AppSupport
import Domain
import FlickrFetcher
import Foundation
import Platform
import Presentation
import UseCases

/// The composition root of outings-web: builds every use case once over pooled store ports and
/// hands each controller exactly the use cases and presenters it uses. Handlers run on many worker
/// threads; the use cases are `Sendable` values, and each store call borrows a connection of its own.
enum WebComposition {
    static func app(
        stores: ConnectionPool<Stores>, configuration: Configuration, lifetimes: SessionLifetimes,
        timeZone: LocalTimeConverter, requestGuard: RequestGuard,
        csrf: CSRFToken, imageFetches: ImageFetches
    ) -> WebApp {
        let ports = PooledStores(stores).stores
        let browsePlaces = BrowsePlaces(catalog: ports.catalog)
        let viewPhotos = ViewPhotos(
            catalog: ports.catalog, recents: SignedInRecents(household: ports.recents, members: ports.access))
        let secrets = SodiumSecrets()
        let now: @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) }
        let members = ManageMembers(store: ports.access, hasher: secrets, tokens: secrets, now: now)
        let gate = SignInGate(members: members, tokens: secrets, now: now, lifetimes: lifetimes)
        let once = FormOnce(tokens: secrets)
        let tries = PasswordTries(throttle: SignInThrottle(store: ports.access))
        // Every change records the signed-in member of its request (none for a household).
        let stamp = EditStamp(
            log: ports.access, currentMemberID: { RequestContext.current?.member.id }, now: now)
        // Over the pool's ports: each change borrows one connection for its one transaction.
        let manageAttractions = ManageAttractions(stores: ports, stamp: stamp)
        let editAttractions = EditAttractions(stores: ports, stamp: stamp)
        // No visits are recorded yet, so `not-visited` is refused (400) until a port supplies them.
        let visitStore = ports.access
        // The visits of whoever asks: the signed-in member, or the household in a guide without members.
        let filterAttractions = FilterAttractions(
            store: ports.attractions, timeZone: { timeZone },
            visitedIDs: { try visitStore.visitedAttractionIDs(ofMember: RequestContext.current?.member.id) })
        let base = configuration.staticBase
        // The licences are read for each page, so a refresh made meanwhile shows at once. A store
        // that cannot be read fails the page's own read; its credits would use the documented table.
        let photoPresenter: @Sendable (PhotoSize) -> PhotoPresenter = {
            PhotoPresenter(size: $0, base: base, licences: (try? browsePlaces.licences()) ?? .documented)
        }
        let photoImages: @Sendable () throws -> PhotoImages = {
            // Shorter than the CLI's 30 s: an image waiting for Flickr holds a place in the queue.
            let downloader = FlickrImageDownloader(timeout: 10, allowsHTTP: base.hasPrefix("http:"))
            return PhotoImages(cache: configuration.imageCache(), source: downloader, base: base)
        }
        return WebApp(
            pages: PageController(
                browsePlaces: browsePlaces, viewPhotos: viewPhotos, photoImages: photoImages,
                imageFetches: imageFetches, photoPresenter: photoPresenter, csrf: csrf),
            attractions: AttractionController(
                manageAttractions: manageAttractions, editAttractions: editAttractions,
                filterAttractions: filterAttractions, csrf: csrf, access: ports.access, visits: ports.access,
                today: { timeZone.today() }),
            jsonAPI: APIController(
                browsePlaces: browsePlaces, viewPhotos: viewPhotos, manageAttractions: manageAttractions,
                editAttractions: editAttractions, filterAttractions: filterAttractions,
                photoPresenter: photoPresenter),
            signIn: SignInController(gate: gate, tries: tries, csrf: csrf),
            join: JoinController(gate: gate, csrf: csrf),
            members: MembersController(members: members, csrf: csrf, once: once),
            account: AccountController(
                members: members, tries: tries, csrf: csrf, once: once, now: now, idleLifetime: lifetimes.idle
            ),
            gate: gate, requestGuard: requestGuard)
    }
}
