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
        #expect(PhotoLicences.documented.permitsReuse(photo(license: id)) == deed.reuse)
    }

    @Test(arguments: ["11", "17", "-1", "CC-BY", "\u{1B}[31m"])
    func anUnknownIDShowsAsLicenceNLinkingThePhotoPage(id: String) {
        let credit = PhotoCreditViewModel(photo: photo(license: id))

        #expect(credit.text == "Old Town by Ana Ruiz (licence \(id))")
        #expect(
            credit.parts[4]
                == .init("licence \(id)", url: "https://www.flickr.com/photos/91220385@N06/53300744203"))
        #expect(credit.licenseURL == "https://www.flickr.com/photos/91220385@N06/53300744203")
        #expect(!PhotoLicences.documented.permitsReuse(photo(license: id)))
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

    /// A fetched list, as a refresh stores it: Flickr's own names for the ids it gives.
    private static let fetched = PhotoLicences(stored: [
        .fetched(id: "4", name: "Attribution License", url: "https://creativecommons.org/licenses/by/2.0/"),
        .fetched(id: "0", name: "All Rights Reserved", url: nil),
        .fetched(id: "11", name: "CC BY 4.0", url: "https://creativecommons.org/licenses/by/4.0/"),
        .fetched(id: "12", name: "Public domain thing", url: "https://example.org/publicdomain/"),
        .fetched(id: "13", name: "Some licence", url: "https://example.org/licence/"),
        .fetched(id: "14", name: "No URL", url: nil),
        .fetched(id: "15", name: "Look-alike", url: "https://creativecommons.org.example/by/"),
    ])

    @Test func aFetchedListNamesTheLicenceInTheCreditAndJSONFields() {
        let credit = PhotoCreditViewModel(photo: photo(license: "4"), licences: Self.fetched)

        #expect(credit.text == "Old Town by Ana Ruiz (Attribution License)")
        #expect(credit.licenseName == "Attribution License")
        #expect(credit.licenseURL == "https://creativecommons.org/licenses/by/2.0/")
    }

    @Test func anIDTheFetchedListLacksIsLicenceNEvenWhenTheTableDocumentsIt() {
        let credit = PhotoCreditViewModel(photo: photo(license: "9"), licences: Self.fetched)

        #expect(credit.text == "Old Town by Ana Ruiz (licence 9)")
        #expect(credit.licenseURL == "https://www.flickr.com/photos/91220385@N06/53300744203")
    }

    /// Documented ids as the table says; others by their URL: creativecommons.org or public domain.
    @Test(arguments: [
        ("4", true), ("0", false), ("11", true), ("12", true), ("13", false), ("14", false), ("15", false),
        ("99", false),
    ])
    func whetherAFetchedLicencePermitsReuse(id: String, reuse: Bool) {
        #expect(Self.fetched.permitsReuse(photo(license: id)) == reuse)
    }

    @Test func anEmptyStoredListMeansTheDocumentedTable() {
        #expect(PhotoLicences(stored: []) == .documented)
        #expect(!PhotoLicences.documented.isFetched && Self.fetched.isFetched)
    }

    @Test func aPresenterGivenTheStoredListCreditsWithIt() {
        let model = PhotoPresenter(size: .large, licences: Self.fetched).viewModel(for: photo(license: "11"))

        #expect(model.credit?.text == "Old Town by Ana Ruiz (CC BY 4.0)")
    }
}
