/// Schema changes in order. Each is applied once, inside one transaction, and its id recorded in
/// `schema_migrations`; never edit one that has shipped, add another.
enum SQLiteMigrations {
    static let all: [(id: String, sql: String)] = [
        (
            "2026-12-02-create-attractions",
            """
            CREATE TABLE attractions (
                id TEXT PRIMARY KEY NOT NULL,
                name TEXT NOT NULL,
                type TEXT NOT NULL,
                inside INTEGER NOT NULL,
                description TEXT NOT NULL,
                website TEXT NOT NULL,
                position INTEGER NOT NULL
            );
            CREATE INDEX attractions_by_position ON attractions(position);
            """
        ),
        (
            "2026-12-02-create-photo-catalog",
            """
            CREATE TABLE places (
                id TEXT PRIMARY KEY NOT NULL,
                name TEXT NOT NULL,
                photo_count INTEGER
            );
            CREATE TABLE photos (
                id TEXT PRIMARY KEY NOT NULL,
                place_id TEXT NOT NULL,
                date_upload INTEGER,
                data TEXT NOT NULL
            );
            CREATE INDEX photos_by_place ON photos(place_id, date_upload DESC, id);
            CREATE TABLE recents (
                rank INTEGER PRIMARY KEY NOT NULL,
                data TEXT NOT NULL
            );
            """
        ),
        (
            "2026-12-02-attraction-versions",
            "ALTER TABLE attractions ADD COLUMN version INTEGER NOT NULL DEFAULT 1"
        ),
        (
            // The last version of each removed attraction, so versions never repeat for an id.
            "2026-12-02-removed-attractions",
            "CREATE TABLE removed_attractions (id TEXT PRIMARY KEY NOT NULL, version INTEGER NOT NULL)"
        ),
    ]
}
