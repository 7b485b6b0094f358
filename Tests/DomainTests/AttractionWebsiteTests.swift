import Domain
import Testing

/// A website typed as a bare domain is stored with https://; anything else that is not http(s)
/// is refused with the text as typed.
struct AttractionWebsiteTests {
    @Test(arguments: [
        ("fcgov.com", "https://fcgov.com"),
        ("www.fcgov.com/parks", "https://www.fcgov.com/parks"),
        ("  fcgov.com/parks?day=sat#map \t", "https://fcgov.com/parks?day=sat#map"),
        ("FCGOV.COM/Parks", "https://FCGOV.COM/Parks"),
        ("fcgov.com:8080/x", "https://fcgov.com:8080/x"),
        ("fcgov.com:65535", "https://fcgov.com:65535"),
        ("my--museum.org", "https://my--museum.org"),
        ("my-museum.example.org", "https://my-museum.example.org"),
        ("münchen.de", "https://münchen.de"),
        ("пример.рф", "https://пример.рф"),
        ("xn--e1afmkfd.xn--p1ai/", "https://xn--e1afmkfd.xn--p1ai/"),
        ("HTTP://fcgov.com", "HTTP://fcgov.com"),
        ("https://fcgov.com", "https://fcgov.com"),
        ("", ""),
    ])
    func validated_storesABareDomainAsHTTPS(typed: String, stored: String) throws {
        #expect(try Attraction(id: "a", name: "n", website: typed).validated().website == stored)
    }

    @Test(arguments: [
        "ftp://fcgov.com", "javascript:alert(1)", "mailto:parks@fcgov.com", "not a url", "fcgov .com",
        "fcgov.com/a b", "localhost", "fcgov", "fcgov.c", "10.0.0.1", "fcgov.com:", "fcgov.com:http",
        "fcgov.com:123456", "user@fcgov.com", ".fcgov.com", "fcgov..com", "fcgov.com.", "data:text/html,x",
        "//fcgov.com", "-fcgov.com", "fcgov-.com", "www.-fcgov.com", "fcgov.com:99999", "fcgov.com:65536",
        "fcgov.com:0", "fcgov.com:-1", "fcgov.com:0000080",
        "fcgov.xn--", "fcgov.xn--p1-ai", "fcgov.x1",
    ])
    func validated_refusesOtherAddressesAsTyped(website: String) {
        #expect(throws: AttractionValidationError.notWebAddress(field: .website, website)) {
            try Attraction(id: "a", name: "n", website: website).validated()
        }
    }

    @Test func applying_savesTheSameWebsiteAsValidated() throws {
        let changed = try Attraction(id: "a", name: "n").applying([(.website, " www.fcgov.com/parks ")])
        #expect(changed.website == "https://www.fcgov.com/parks")
    }

    @Test func fieldRules_nameIsRequiredAndLimitedToTheValidatedLength() throws {
        #expect(AttractionField.allCases.filter(\.isRequired) == [.name])
        #expect(AttractionField.name.characterLimit == 200)
        #expect(AttractionField.allCases.compactMap(\.characterLimit) == [200])
        #expect(AttractionField.allCases.filter(\.isWebAddress) == [.website])
    }
}
