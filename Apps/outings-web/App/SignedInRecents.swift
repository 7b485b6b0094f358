import Domain
import UseCases

/// The recents of whoever the request is for: the signed-in member's own, or the household's in
/// a guide without members. `ViewPhotos` is built once over this, and serves each member theirs.
struct SignedInRecents: RecentsStore {
    let household: any RecentsStore
    let members: any MemberRecentsStore

    private var current: any RecentsStore {
        guard let member = RequestContext.current?.member else { return household }
        return MemberRecents(members, memberID: member.id)
    }

    func recents() throws -> [Photo] {
        try current.recents()
    }

    @discardableResult func updateRecents(_ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        try current.updateRecents(change)
    }
}
