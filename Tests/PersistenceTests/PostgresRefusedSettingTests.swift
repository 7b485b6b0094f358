import Testing

@testable import PersistencePostgres

/// libpq's first line when a connection fails: a setting it refuses before connecting is told
/// apart from a server it cannot reach, so one is a usage error and the other is not.
struct PostgresRefusedSettingTests {
    @Test(arguments: [
        (
            #"connection to server at "127.0.0.1", port 1 failed: invalid integer value "abc" for connection option "connect_timeout""#,
            #"invalid integer value "abc" for connection option "connect_timeout""#
        ),
        (#"invalid sslmode value: "abc""#, #"invalid sslmode value: "abc""#),
        (#"invalid port number: "x""#, #"invalid port number: "x""#),
    ])
    func aRefusedSettingIsTheReasonAlone(message: String, reason: String) {
        #expect(PostgresConnection.refusedSetting(message) == reason)
    }

    @Test(arguments: [
        #"connection to server at "127.0.0.1", port 1 failed: Connection refused"#,
        #"could not translate host name "nowhere.invalid" to address: Name or service not known"#,
        #"connection to server at "10.0.0.1", port 5432 failed: timeout expired"#,
        #"connection to server at "127.0.0.1", port 5432 failed: FATAL:  password authentication failed for user "u""#,
    ])
    func aServerThatCannotBeReachedIsNotASetting(message: String) {
        #expect(PostgresConnection.refusedSetting(message) == nil)
    }
}
