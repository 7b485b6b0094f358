/// One photo's JSON as `outings photos show` prints it: `CreditedPhotoJSON`'s keys and
/// `distanceFromPlaceCentre` (metres; null when the photo is not geotagged or its place's centre
/// is not known).
public struct LocatedPhotoJSON: Encodable {
    public let photo: PhotoViewModel

    public init(_ photo: PhotoViewModel) { self.photo = photo }

    private enum CodingKeys: String, CodingKey { case distanceFromPlaceCentre }

    public func encode(to encoder: any Encoder) throws {
        try CreditedPhotoJSON(photo).encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(photo.location?.distanceFromPlaceCentre, forKey: .distanceFromPlaceCentre)
    }
}
