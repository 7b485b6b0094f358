import Domain
import Presentation
import Testing

/// "TITLE by OWNER NAME (LICENCE NAME)", each part linked where it has a link, for every licence
/// id Flickr documents, an id it does not, and photos missing each field.
struct PhotoCreditTests {
    private static let deeds: [(id: String, name: String, url: String?, reuse: Bool)] = [
        ("0", "All Rights Reserved", nil, false),
        ("1", "CC BY-NC-SA 2.0", "https://creativecommons.org/licenses/by-nc-sa/2.0/", true),
        ("2", "CC BY-NC 2.0", "https://creativecommons.org/licenses/by-nc/2.0/", true),
        ("3", "CC BY-NC-ND 2.0", "https://creativecommons.org/licenses/by-nc-nd/2.0/", true),
        ("4", "CC BY 2.0", "https://creativecommons.org/licenses/by/2.0/", true),
        ("5", "CC BY-SA 2.0", "https://creativecommons.org/licenses/by-sa/2.0/", true),
        ("6", "CC BY-ND 2.0", "https://creativecommons.org/licenses/by-nd/2.0/", true),
        ("7", "No known copyright restrictions", "https://www.flickr.com/commons/usage/", true),
        ("8", "United States Government Work", "https://www.usa.gov/copyright.shtml", true),
        ("9", "CC0 1.0 Public Domain Dedication", "https://creativecommons.org/publicdomain/zero/1.0/", true),
        ("10", "Public Domain Mark 1.0", "https://creativecommons.org/publicdomain/mark/1.0/", true),
    ]

    private func photo(license: String?) -> Photo {
        Photo(
            id: "53300744203", title: "Old Town", ownerName: "Ana Ruiz", owner: "91220385@N06",
            license: license)
    }

    @Test(arguments: deeds.map(\.id))
    func everyDocumentedLicenceIsNamedAndLinked(id: String) throws {
        let deed = try #require(Self.deeds.first { $0.id == id })

        let credit = PhotoCreditViewModel(photo: photo(license: id))

        #expect(credit.text == "Old Town by Ana Ruiz (\(deed.name))")
        #expect(
            credit.parts == [
                .init("Old Town", url: "https://www.flickr.com/photos/91220385@N06/53300744203"),
                .init(" by "),
                .init("Ana Ruiz", url: "https://www.flickr.com/photos/91220385@N06/"), .init(" ("),
                .init(deed.name, url: deed.url), .init(")"),
            ])
        #expect(credit.license == id && credit.licenseName == deed.name && credit.licenseURL == deed.url)
        #expect(photo(license: id).permitsReuse == deed.reuse)
    }

    @Test(arguments: ["11", "17", "-1", "CC-BY", "\u{1B}[31m"])
    func anUnknownIDShowsAsLicenceNLinkingThePhotoPage(id: String) {
        let credit = PhotoCreditViewModel(photo: photo(license: id))

        #expect(credit.text == "Old Town by Ana Ruiz (licence \(id))")
        #expect(
            credit.parts[4]
                == .init("licence \(id)", url: "https://www.flickr.com/photos/91220385@N06/53300744203"))
        #expect(credit.licenseURL == "https://www.flickr.com/photos/91220385@N06/53300744203")
        #expect(!photo(license: id).permitsReuse)
    }

    @Test func withoutALicenceOwnerOrTitleTheCreditSaysWhatItKnows() {
        let credit = PhotoCreditViewModel(photo: Photo(id: "5", owner: "not an nsid!"))

        #expect(credit.text == "Unknown by not an nsid!")
        #expect(credit.parts.allSatisfy { $0.url == nil })
        #expect(credit.license == nil && credit.licenseName == nil && credit.ownerName == "")
        #expect(PhotoCreditViewModel(photo: Photo(id: "5")).text == "Unknown by an unknown owner")
    }

    @Test func aPresentedPhotoCarriesItsCredit() {
        let model = PhotoPresenter(size: .large).viewModel(for: photo(license: "4"))

        #expect(model.credit?.text == "Old Town by Ana Ruiz (CC BY 2.0)")
    }
}
