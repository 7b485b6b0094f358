import Domain
import PlatformFoundation
import UseCases

/// The records of a backup, one JSON object a line. They are the backup's own storage models
/// (like each store's rows), so renaming a domain property never changes the file format.
/// Each reads back through the same rules a store's rows do; an unknown optional is left out.
enum BackupRecords {
    struct Attraction: Codable {
        var id, name, type: String
        var inside: Bool
        var description, website, ages, cost, hours, address: String
        var latitude, longitude: Double?
        var tags: String
        var position, version: Int

        init(_ attraction: Domain.Attraction) {
            let choices = attraction.storedChoices
            id = attraction.id
            name = attraction.name
            type = attraction.type
            inside = attraction.inside
            description = attraction.description
            website = attraction.website
            ages = choices.ages
            cost = choices.cost
            hours = choices.hours
            address = choices.address
            latitude = choices.latitude
            longitude = choices.longitude
            tags = choices.tags
            position = attraction.position
            version = attraction.version
        }

        /// The attraction, read as stores read theirs; then it must be one Outings would save
        /// unchanged (every rule of `validated()`), with a version in the stored range.
        func attraction() throws -> Domain.Attraction {
            let choices = StoredChoices(
                ages: ages, cost: cost, hours: hours, address: address, latitude: latitude,
                longitude: longitude, tags: tags)
            let attraction = try Domain.Attraction(
                id: id, name: name, type: type, inside: inside, description: description, website: website,
                position: position, version: version
            ).withStoredChoices(choices)
            if let problem = attraction.problems().first {
                throw BackupError.invalidRecord("attraction \(id): \(problem)")
            }
            guard try attraction.validated() == attraction else {
                throw BackupError.invalidRecord("attraction \(id) is not stored as Outings writes it")
            }
            guard AttractionVersion.range.contains(version) else {
                throw BackupError.invalidRecord(StoredNumbers.badVersion(version, of: id))
            }
            return attraction
        }
    }

    struct Place: Codable {
        var id, name: String
        var photoCount: Int?
        var latitude, longitude: Double?

        init(_ place: Domain.Place) {
            id = place.id
            name = place.name
            photoCount = place.photoCount
            latitude = place.latitude
            longitude = place.longitude
        }

        func place() throws -> Domain.Place {
            try BackupRecords.checkID(id, of: "place")
            return Domain.Place(
                id: id, name: name, photoCount: photoCount, latitude: latitude, longitude: longitude)
        }
    }

    struct Photo: Codable {
        var id, title, description, ownerName, owner, placeID: String
        var farm: Int?
        var server, secret, originalSecret, originalFormat: String?
        var latitude, longitude: Double?
        var accuracy: Int?
        var license: String?
        var dateUpload: Int?
        var tags: [String]

        init(_ photo: Domain.Photo) {
            id = photo.id
            title = photo.title
            description = photo.description
            ownerName = photo.ownerName
            owner = photo.owner
            placeID = photo.placeID
            farm = photo.farm
            server = photo.server
            secret = photo.secret
            originalSecret = photo.originalSecret
            originalFormat = photo.originalFormat
            latitude = photo.latitude
            longitude = photo.longitude
            accuracy = photo.accuracy
            license = photo.license
            dateUpload = photo.dateUpload
            tags = photo.tags
        }

        func photo() throws -> Domain.Photo {
            try BackupRecords.checkID(id, of: "photo")
            return Domain.Photo(
                id: id, title: title, description: description, ownerName: ownerName, owner: owner,
                placeID: placeID, farm: farm, server: server, secret: secret, originalSecret: originalSecret,
                originalFormat: originalFormat, latitude: latitude, longitude: longitude, accuracy: accuracy,
                license: license, dateUpload: dateUpload, tags: tags)
        }
    }

    struct Licence: Codable {
        var id, name: String
        var url: String?
        var permitsReuse: Bool

        init(_ licence: PhotoLicence) {
            id = licence.id
            name = licence.name
            url = licence.url
            permitsReuse = licence.permitsReuse
        }

        func licence() -> PhotoLicence {
            PhotoLicence(id: id, name: name, url: url, permitsReuse: permitsReuse)
        }
    }

    struct MemberRecents: Codable {
        var member: String
        var photos: [Photo]
    }

    struct Member: Codable {
        var id, name, displayName, role, passwordHash: String
        var created: Int64

        init(_ member: Domain.Member) {
            id = member.id
            name = member.name.text
            displayName = member.displayName
            role = member.role.rawValue
            passwordHash = member.passwordHash
            created = member.created
        }

        func member() throws -> Domain.Member {
            guard let role = MemberRole(rawValue: role) else {
                throw BackupError.invalidRecord("member \(id) has an unknown role")
            }
            return Domain.Member(
                id: id, name: try MemberName(name), displayName: displayName, role: role,
                passwordHash: passwordHash, created: created)
        }
    }

    struct Credential: Codable {
        var kind, digest: String
        var memberID, role: String?
        var created: Int64
        var expires: Int64?

        init(_ credential: UseCases.Credential) {
            kind = credential.kind.rawValue
            digest = credential.digest
            memberID = credential.memberID
            role = credential.role?.rawValue
            created = credential.created
            expires = credential.expires
        }

        func credential() throws -> UseCases.Credential {
            guard let kind = CredentialKind(rawValue: kind) else {
                throw BackupError.invalidRecord("a credential of unknown kind \(kind)")
            }
            let role = try role.map { text in
                guard let role = MemberRole(rawValue: text) else {
                    throw BackupError.invalidRecord("a credential grants an unknown role")
                }
                return role
            }
            return UseCases.Credential(
                kind: kind, digest: digest, memberID: memberID, role: role, created: created, expires: expires
            )
        }
    }

    struct Edit: Codable {
        var attraction: String
        var member: String?
        var at: Int64
    }

    /// The first line: what the file is.
    struct Header: Codable {
        var format: String
        var version: Int
        var sections: [String]
    }

    private static func checkID(_ id: String, of kind: String) throws {
        guard !id.isEmpty, CatalogID.fits(id) else {
            throw BackupError.invalidRecord(
                "a \(kind) id is empty or longer than \(CatalogID.maxBytes) bytes")
        }
    }
}
