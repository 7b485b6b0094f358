import Domain
import FlickrJSON
import Foundation
import Testing

/// `license`, `ownername` and the geo fields of photos, and the centre of places, as Flickr sends
/// them with `extras=license,owner_name,geo`.
struct PhotoCreditDecodingTests {
    private func photo(_ fields: String) throws -> Photo {
        let json = #"{"photos":{"photo":[{"id":"1"\#(fields)}]},"stat":"ok"}"#
        return try #require(try FlickrResponseDecoder.decode(Data(json.utf8)).photos.first)
    }

    @Test func aGeotaggedPhotoKeepsItsLicenceOwnerNameAndPosition() throws {
        let read = try photo(
            #","license":"4","ownername":"Ana <b>Ruiz</b>","latitude":"40.585","longitude":-105.08,"accuracy":"16""#
        )

        #expect(read.license == "4")
        #expect(read.ownerName == "Ana <b>Ruiz</b>")
        #expect(read.latitude == 40.585 && read.longitude == -105.08 && read.accuracy == 16)
    }

    @Test func aLicenceSentAsANumberIsKeptAsItsDigits() throws {
        #expect(try photo(#","license":10"#).license == "10")
    }

    @Test func missingFieldsAreNotKnown() throws {
        let read = try photo("")

        #expect(read.license == nil && read.latitude == nil && read.longitude == nil && read.accuracy == nil)
        #expect(read.ownerName == "")
    }

    /// Flickr sends 0, 0 and accuracy 0 for a photo that is not geotagged.
    @Test(arguments: [
        #","latitude":0,"longitude":0,"accuracy":0"#, #","latitude":"0","longitude":"0","accuracy":"0""#,
        #","latitude":0,"longitude":0"#,
    ])
    func zeroZeroWithoutAccuracyIsNoPosition(fields: String) throws {
        let read = try photo(fields)

        #expect(read.latitude == nil && read.longitude == nil && read.accuracy == nil)
    }

    @Test func zeroZeroWithAnAccuracyIsAPlaceOnTheGround() throws {
        let read = try photo(#","latitude":0,"longitude":0,"accuracy":"3""#)

        #expect(read.latitude == 0 && read.longitude == 0 && read.accuracy == 3)
    }

    @Test(arguments: [
        (#","latitude":90,"longitude":180,"accuracy":1"#, 90.0, 180.0),
        (#","latitude":-90,"longitude":-180,"accuracy":1"#, -90.0, -180.0),
        (#","latitude":"-16.5","longitude":"179.999999","accuracy":"6""#, -16.5, 179.999_999),
    ])
    func thePolesAndTheAntimeridianAreKept(fields: String, latitude: Double, longitude: Double) throws {
        let read = try photo(fields)

        #expect(read.latitude == latitude && read.longitude == longitude)
    }

    @Test(arguments: [
        #","latitude":90.01,"longitude":0,"accuracy":1"#, #","latitude":0,"longitude":-180.5,"accuracy":1"#,
        #","latitude":10,"accuracy":1"#,
    ])
    func aPositionOutOfRangeIsRefusedWithItsPath(fields: String) throws {
        let json = #"{"photos":{"photo":[{"id":"1"\#(fields)}]},"stat":"ok"}"#

        #expect {
            try FlickrResponseDecoder.decode(Data(json.utf8))
        } throws: { error in
            "\(error)".contains("photos.photo[0]")
        }
    }

    @Test func aPlaceKeepsItsCentre() throws {
        let json = #"""
            {"places":{"place":[{"place_id":"p1","_content":"Fort Collins","latitude":"40.585","longitude":"-105.084"},
            {"place_id":"p2","_content":"Nowhere"}]},"stat":"ok"}
            """#

        let places = try FlickrResponseDecoder.decode(Data(json.utf8)).places

        #expect(places.map(\.latitude) == [40.585, nil])
        #expect(places.map(\.longitude) == [-105.084, nil])
    }
}
