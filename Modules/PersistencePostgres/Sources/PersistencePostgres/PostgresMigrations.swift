/// Schema changes in order, each applied once inside the migration transaction and recorded in
/// `schema_migrations`; never edit one that has shipped, add another.
enum PostgresMigrations {
    static let all: [(id: String, sql: String)] = [
        (
            "2026-12-02-create-outings",
            """
            CREATE TABLE attractions (
                id text PRIMARY KEY,
                name text NOT NULL,
                type text NOT NULL,
                inside boolean NOT NULL,
                description text NOT NULL,
                website text NOT NULL,
                position integer NOT NULL,
                version integer NOT NULL
            );
            CREATE INDEX attractions_by_position ON attractions (position);
            CREATE TABLE places (
                id text PRIMARY KEY,
                name text NOT NULL,
                photo_count integer
            );
            CREATE TABLE photos (
                id text PRIMARY KEY,
                place_id text NOT NULL,
                date_upload bigint,
                data text NOT NULL
            );
            CREATE INDEX photos_by_place ON photos (place_id, date_upload DESC, id);
            CREATE TABLE recents (
                rank integer PRIMARY KEY,
                data text NOT NULL
            );
            """
        ),
        (
            // The last version of each removed attraction, so versions never repeat for an id.
            "2026-12-02-removed-attractions",
            "CREATE TABLE removed_attractions (id text PRIMARY KEY, version integer NOT NULL)"
        ),
    ]
}
