import UseCases

/// Whose recents a command shows or records: `--member NAME`, else `OUTINGS_MEMBER`, else the
/// configuration file's `member`; none for the household's. Every app that shows recents chooses
/// here, so `outings recents` and `outings-report` show the same member's.
public enum MemberSelection {
    /// The member's name, or nil. `configFile` is read only when neither names one.
    public static func name(
        option: String?, environment: [String: String], configFile: () throws -> ConfigFile?
    ) throws -> String? {
        if let option { return option }
        if let variable = environment["OUTINGS_MEMBER"], !variable.isEmpty { return variable }
        return try configFile()?.values[.member].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The id of the member `name`d (`MemberError.notFound` when the guide has none of that
    /// name), or nil, the household, for nil: whose recents `ViewPhotos` shows and records.
    public static func memberID(of name: String?, in stores: Stores) throws -> String? {
        guard let name else { return nil }
        let secrets = try SodiumSecrets()
        return try ManageMembers(stores: stores, hasher: secrets, tokens: secrets).member(named: name).id
    }
}
