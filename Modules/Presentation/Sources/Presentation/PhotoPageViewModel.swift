/// One photo with where it belongs: its place (for a way back) and its neighbours in the place's
/// page order (for previous and next).
public struct PhotoPageViewModel: Equatable, Sendable {
    public let photo: PhotoViewModel
    /// The photo's place; nil when it has none the catalog knows.
    public let place: PlaceRowViewModel?
    public let previous: PhotoViewModel?
    public let next: PhotoViewModel?

    public init(
        photo: PhotoViewModel, place: PlaceRowViewModel?, previous: PhotoViewModel?, next: PhotoViewModel?
    ) {
        self.photo = photo
        self.place = place
        self.previous = previous
        self.next = next
    }
}
