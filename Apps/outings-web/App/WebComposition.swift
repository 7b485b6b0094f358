import AppSupport
import Domain
import FlickrFetcher
import Foundation
import HTTPServer
import Platform
import Presentation
import UseCases

/// The composition root of outings-web. What every request shares is built once: the settings,
/// the server's form token, the throttle's locks, the image queue. Each request borrows one
/// `Stores` from the pool for its whole length (`WebApp`), and its controllers are built over that
/// store for its member (`RouteCall`): the use cases are cheap values, a change runs as one
/// transaction on the request's own connection, and the member is handed to the use cases that
/// keep things per member. Each controller gets exactly the use cases and presenters it uses.
struct WebComposition: Sendable {
    let lifetimes: SessionLifetimes
    let timeZone: LocalTimeConverter
    /// Who a request is from, for the sign-in throttle: its peer, or behind a trusted proxy the
    /// client `X-Forwarded-For` names.
    let proxies: TrustedProxies
    /// Where the server listens and whether over TLS, for the exposure rule (`SignInGate.exposure`).
    let listen: ListenAddress
    let hasTLS: Bool
    /// The server's form token; a signed-in member's requests carry their session's (`RouteCall.csrf`).
    let csrf: CSRFToken
    let once: FormOnce
    let tries: PasswordTries
    /// Where images not in the cache are downloaded, off the request threads and their stores.
    let imageFetches: ImageFetches
    /// The configured image host.
    let base: String
    /// The image pipeline (cache + bounded downloader) for one request.
    let photoImages: @Sendable () throws -> PhotoImages
    let secrets: SodiumSecrets
    /// `--public-url` (or `public-url`), and the port bound, for the links handed out (`linkBase`).
    let publicURL: PublicURL?
    let port: PortBox
    /// The guide's currency (the configuration's `currency`), for a cost typed as a bare number.
    let currency: String?
    let now: @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) }

    static func app(
        stores: ConnectionPool<Stores>, configuration: Configuration, lifetimes: SessionLifetimes,
        timeZone: LocalTimeConverter, proxies: TrustedProxies, hasTLS: Bool, requestGuard: RequestGuard,
        csrf: CSRFToken, imageFetches: ImageFetches, currency: String? = nil
    ) throws -> WebApp {
        // At start-up: without libsodium nobody could sign in, so the server does not start.
        let secrets = try SodiumSecrets()
        let base = configuration.staticBase
        let composition = WebComposition(
            lifetimes: lifetimes, timeZone: timeZone, proxies: proxies, listen: requestGuard.listen,
            hasTLS: hasTLS, csrf: csrf,
            once: FormOnce(tokens: secrets),
            tries: PasswordTries(), imageFetches: imageFetches, base: base,
            photoImages: {
                // Shorter than the CLI's 30 s: an image waiting for Flickr holds a place in the queue.
                let downloader = FlickrImageDownloader(timeout: 10, allowsHTTP: base.hasPrefix("http:"))
                return PhotoImages(cache: configuration.imageCache(), source: downloader, base: base)
            }, secrets: secrets, publicURL: requestGuard.publicURL, port: requestGuard.port,
            currency: currency)
        return WebApp(composition: composition, stores: stores, requestGuard: requestGuard)
    }

    /// The address a link handed out in answer to `request` is absolute on (`PublicURL.forLinks`).
    func linkBase(for request: HTTPRequest) -> PublicURL? {
        PublicURL.forLinks(
            configured: publicURL,
            served: PublicURL.Served(
                secure: request.isSecure, listenHost: listen.hostForURL, port: port.value,
                listensOnLoopback: listen.isLoopback, listensOnEveryAddress: listen.isWildcard,
                requestHost: request.header("host")))
    }

    func members(over stores: Stores) -> ManageMembers {
        ManageMembers(stores: stores, hasher: secrets, tokens: secrets, now: now)
    }

    /// Who asks, checked over the request's store before its handler runs.
    func gate(over stores: Stores) -> SignInGate {
        SignInGate(
            members: members(over: stores), tokens: secrets, now: now, lifetimes: lifetimes, listen: listen,
            hasTLS: hasTLS)
    }
}

/// The controllers of one request, over the store it borrowed, for its member.
extension RouteCall {
    /// The form token of this request's pages.
    var csrf: CSRFToken { composition.csrf.of(signedIn) }

    var pages: PageController {
        PageController(
            browsePlaces: browsePlaces, viewPhotos: viewPhotos, photoImages: composition.photoImages,
            imageFetches: composition.imageFetches, photoPresenter: photoPresenter, csrf: csrf,
            signedIn: signedIn)
    }

    var attractions: AttractionController {
        let timeZone = composition.timeZone
        return AttractionController(
            editAttractions: editAttractions, filterAttractions: filterAttractions, csrf: csrf,
            access: stores.access, recordVisits: recordVisits, signedIn: signedIn,
            today: { timeZone.today() },
            words: words,
            nearestPhotos: nearestPhotos)
    }

    /// The nearest photo to each attraction whose card-size image is cached: nothing is
    /// downloaded for a list, and a catalog or cache that cannot be read leaves the drawings.
    private var nearestPhotos: @Sendable ([Attraction]) -> [String: Photo] {
        let (photosNear, photoImages) = (PhotosNear(catalog: stores.catalog), composition.photoImages)
        return { attractions in
            let points = attractions.compactMap { attraction in
                attraction.location.map { (attraction.id, $0) }
            }
            guard !points.isEmpty, let images = try? photoImages() else { return [:] }
            return
                (try? photosNear.nearest(
                    to: points, within: AttractionCardViewModel.photoRadius,
                    where: { images.isCached($0, size: AttractionCard.photoSize) })) ?? [:]
        }
    }

    var api: APIController {
        APIController(
            browsePlaces: browsePlaces, viewPhotos: viewPhotos, editAttractions: editAttractions,
            recordVisits: recordVisits, filterAttractions: filterAttractions, photoPresenter: photoPresenter)
    }

    var signIn: SignInController {
        SignInController(
            gate: gate, tries: composition.tries, throttle: throttle, csrf: csrf, signedIn: signedIn,
            client: composition.proxies.client(of: request))
    }

    var join: JoinController { JoinController(gate: gate, csrf: csrf, signedIn: signedIn) }

    var members: MembersController {
        MembersController(
            members: composition.members(over: stores), signedIn: signedIn, csrf: csrf,
            once: composition.once,
            linkBase: composition.linkBase(for: request), words: words)
    }

    var home: HomeController {
        let (access, timeZone) = (stores.access, composition.timeZone)
        return HomeController(
            attractions: attractions, filterAttractions: filterAttractions,
            household: { try access.household() },
            today: { timeZone.today() }, signedIn: signedIn, csrf: csrf.value, once: composition.once)
    }

    var household: HouseholdController {
        let timeZone = composition.timeZone
        return HouseholdController(
            household: ManageHousehold(store: stores.access, today: { timeZone.today() }), signedIn: signedIn,
            csrf: csrf, today: { timeZone.today() }, words: words)
    }

    var plans: PlansController {
        let (access, attractions, timeZone) = (stores.access, stores.attractions, composition.timeZone)
        let manage = ManagePlans(store: access, attractions: attractions, household: access)
        let members = composition.members(over: stores)
        return PlansController(
            plans: manage, reports: PlanReports(plans: access, attractions: attractions, household: access),
            sharing: PlanSharing(
                plans: manage, store: access, tokens: composition.secrets, now: composition.now),
            signedIn: signedIn, csrf: csrf, once: composition.once, zone: timeZone, now: composition.now,
            today: { timeZone.today() }, linkBase: composition.linkBase(for: request),
            household: { try access.household() },
            attractionNames: {
                var names: [String] = []
                try attractions.forEachAttraction { names.append($0.name) }
                return names
            },
            members: { try members.members() }, attraction: { try attractions.attraction(id: $0) })
    }

    var account: AccountController {
        AccountController(
            members: composition.members(over: stores), signedIn: signedIn, tries: composition.tries,
            throttle: throttle, csrf: csrf, once: composition.once, now: composition.now,
            idleLifetime: composition.lifetimes.idle, words: words)
    }

    /// Times in words on the guide's clock, as of this request.
    private var words: MomentText { MomentText(zone: composition.timeZone, now: composition.now()) }

    /// The member the use cases record things for; nil: the household.
    private var memberID: String? { signedIn?.member.id }

    /// The visits, rating and note of whoever asks: the signed-in member's, or the household's.
    private var recordVisits: RecordVisits {
        let timeZone = composition.timeZone
        return RecordVisits(stores: stores, memberID: memberID, today: { timeZone.today() })
    }

    private var gate: SignInGate { composition.gate(over: stores) }

    private var throttle: SignInThrottle { SignInThrottle(store: stores.access) }

    private var browsePlaces: BrowsePlaces { BrowsePlaces(catalog: stores.catalog) }

    /// The recents of the signed-in member, or the household's.
    private var viewPhotos: ViewPhotos {
        ViewPhotos(catalog: stores.catalog, recents: stores.recents, memberID: memberID)
    }

    /// The photo presenter for a size, naming the configured image host. The licences are read
    /// for each page, so a refresh made meanwhile shows at once. A store that cannot be read
    /// fails the page's own read; its credits would use the documented table.
    private var photoPresenter: @Sendable (PhotoSize) -> PhotoPresenter {
        let (base, browsePlaces) = (composition.base, browsePlaces)
        return {
            PhotoPresenter(size: $0, base: base, licences: (try? browsePlaces.licences()) ?? .documented)
        }
    }

    /// Every change records the signed-in member (none for the household).
    private var stamp: EditStamp { EditStamp(log: stores.access, memberID: memberID, now: composition.now) }

    /// A change and its stamp are one transaction on the request's store.
    private var editAttractions: EditAttractions {
        let currency = composition.currency
        return EditAttractions(stores: stores, stamp: stamp).pricing { currency }
    }

    /// The visits of whoever asks, for `not-visited`.
    private var filterAttractions: FilterAttractions {
        let (access, memberID, timeZone) = (stores.access, memberID, composition.timeZone)
        let currency = composition.currency
        return FilterAttractions(
            store: stores.attractions, timeZone: { timeZone },
            visitedIDs: { try access.visitedAttractionIDs(ofMember: memberID) }, currency: { currency },
            household: { try access.household() })
    }
}
