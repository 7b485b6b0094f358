import PersistencePostgres
import Testing

/// Finding a PostgreSQL password the way libpq does, so no message can repeat any form of it.
struct PostgresURLTests {
    @Test(arguments: [
        ("postgres://alice:plain@h/db", ["plain"]),
        ("postgres://alice:p%40ss%2Fw@h/db", ["p%40ss%2Fw", "p@ss/w"]),
        ("postgres://alice@h/db?password=q%26x", ["q%26x", "q&x"]),
        ("postgres://alice:one@h/db?password=two", ["one", "two"]),
        ("postgres://alice@h/db", []),
        ("postgres://alice:@h/db", []),
    ])
    func secretsAreEveryFormOfThePassword(url: String, expected: [String]) {
        #expect(Set(PostgresURL.secrets(in: url)) == Set(expected))
    }

    @Test func secretsAreLongestFirstSoNoTailIsLeftBehind() {
        let secrets = PostgresURL.secrets(in: "postgres://a:x%40y@h/db?password=x")

        #expect(secrets == secrets.sorted { $0.count > $1.count })
    }

    @Test(arguments: [
        "postgres://alice:Tr0ub4dor@horse-battery-staple@127.0.0.1:5432/db", "postgres://a:b@c@h/db",
        "postgres://alice:pa/ss@h/db", "postgres://h:notaport/db", "postgresql://a:b%zz@h/db",
    ])
    func ambiguousOrMalformedURLsAreNotWellFormed(url: String) {
        #expect(!PostgresURL.isWellFormed(url))
    }

    @Test(arguments: [
        "postgres://alice:p%40ss@127.0.0.1:5432/db", "postgresql:///db?host=/tmp",
        "postgres://h/db?password=a@b",
    ])
    func unambiguousURLsAreWellFormed(url: String) {
        #expect(PostgresURL.isWellFormed(url))
    }
}
