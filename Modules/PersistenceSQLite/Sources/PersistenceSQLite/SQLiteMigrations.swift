import Domain
import PersistenceSQL

/// Schema changes in order. Each is applied once, inside one transaction, and its id recorded in
/// `schema_migrations`; never edit one that has shipped, add another.
enum SQLiteMigrations {
    /// The photo fields after the id, as both photo tables (catalog and recents) hold them.
    private static let photoFields = """
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        owner_name TEXT NOT NULL,
        owner TEXT NOT NULL,
        place_id TEXT NOT NULL,
        farm INTEGER,
        server TEXT,
        secret TEXT,
        original_secret TEXT,
        original_format TEXT,
        latitude REAL,
        longitude REAL,
        date_upload INTEGER,
        tags TEXT NOT NULL
        """

    /// The ids a read-only open may find missing are `SQLMigrationID`'s, shared with the other
    /// SQL store.
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
        (
            // Positions are no longer stored (moving or removing one renumbered every later row):
            // rows sort by `order_key`, with gaps so a move changes one row, and positions are
            // counted when read with the help of `attraction_buckets` (see AttractionOrder).
            // Existing positions 1...n become keys base + n * gap, keeping the order.
            "2026-12-02-attraction-order-keys",
            """
            ALTER TABLE attractions ADD COLUMN order_key INTEGER NOT NULL DEFAULT 0;
            UPDATE attractions SET order_key = \(AttractionOrder.base) + position * \(AttractionOrder.gap);
            DROP INDEX attractions_by_position;
            ALTER TABLE attractions DROP COLUMN position;
            CREATE INDEX attractions_by_order_key ON attractions(order_key);
            CREATE TABLE attraction_buckets (bucket INTEGER PRIMARY KEY NOT NULL, size INTEGER NOT NULL);
            INSERT INTO attraction_buckets (bucket, size)
                SELECT order_key >> \(AttractionOrder.bucketBits), count(*) FROM attractions GROUP BY 1;
            CREATE TRIGGER attraction_buckets_on_insert AFTER INSERT ON attractions BEGIN
                INSERT INTO attraction_buckets (bucket, size) VALUES (new.order_key >> \(AttractionOrder.bucketBits), 1)
                    ON CONFLICT(bucket) DO UPDATE SET size = size + 1;
            END;
            CREATE TRIGGER attraction_buckets_on_delete AFTER DELETE ON attractions BEGIN
                UPDATE attraction_buckets SET size = size - 1 WHERE bucket = old.order_key >> \(AttractionOrder.bucketBits);
                DELETE FROM attraction_buckets WHERE bucket = old.order_key >> \(AttractionOrder.bucketBits) AND size = 0;
            END;
            CREATE TRIGGER attraction_buckets_on_move AFTER UPDATE OF order_key ON attractions
                WHEN old.order_key >> \(AttractionOrder.bucketBits) != new.order_key >> \(AttractionOrder.bucketBits)
            BEGIN
                UPDATE attraction_buckets SET size = size - 1 WHERE bucket = old.order_key >> \(AttractionOrder.bucketBits);
                DELETE FROM attraction_buckets WHERE bucket = old.order_key >> \(AttractionOrder.bucketBits) AND size = 0;
                INSERT INTO attraction_buckets (bucket, size) VALUES (new.order_key >> \(AttractionOrder.bucketBits), 1)
                    ON CONFLICT(bucket) DO UPDATE SET size = size + 1;
            END;
            """
        ),
        (
            // One column per photo field instead of the JSON text in `data` (tags, a list, stay a
            // JSON array of strings). Each row is converted by SQLite's JSON functions; the
            // tables are rebuilt, so the columns have their constraints and `data` is gone.
            SQLMigrationID.photoColumns,
            """
            CREATE TABLE photo_rows (
                id TEXT PRIMARY KEY NOT NULL,
                \(photoFields)
            );
            INSERT INTO photo_rows SELECT id, \(SQLitePhotoColumns.preColumnFieldsAfterID) FROM photos;
            DROP TABLE photos;
            ALTER TABLE photo_rows RENAME TO photos;
            CREATE INDEX photos_by_place ON photos(place_id, date_upload DESC, id);
            CREATE TABLE recent_rows (
                rank INTEGER PRIMARY KEY NOT NULL,
                id TEXT NOT NULL,
                \(photoFields)
            );
            INSERT INTO recent_rows
                SELECT rank, coalesce(json_extract(data, '$.id'), ''), \(SQLitePhotoColumns.preColumnFieldsAfterID)
                FROM recents;
            DROP TABLE recents;
            ALTER TABLE recent_rows RENAME TO recents;
            """
        ),
        (
            // Nullable columns: rows written before hold NULL, which reads as "not known".
            SQLMigrationID.photoCredit,
            """
            ALTER TABLE photos ADD COLUMN accuracy INTEGER;
            ALTER TABLE photos ADD COLUMN license TEXT;
            ALTER TABLE recents ADD COLUMN accuracy INTEGER;
            ALTER TABLE recents ADD COLUMN license TEXT;
            ALTER TABLE places ADD COLUMN latitude REAL;
            ALTER TABLE places ADD COLUMN longitude REAL;
            """
        ),
        (
            // Flickr's order is kept in `position`; `url` is NULL when Flickr gives none.
            SQLMigrationID.photoLicences,
            """
            CREATE TABLE photo_licenses (
                id TEXT PRIMARY KEY NOT NULL,
                name TEXT NOT NULL,
                url TEXT,
                position INTEGER NOT NULL
            );
            """
        ),
        (
            // Members in list order (`position`), unique by lowercase name; each member's recents
            // kept as the household's are; credentials by the SHA-256 of their token; failed
            // sign-ins with their times; who changed each attraction last. The household's recents stay in
            // `recents`.
            SQLMigrationID.members,
            """
            CREATE TABLE members (
                id TEXT PRIMARY KEY NOT NULL,
                position INTEGER NOT NULL,
                name TEXT NOT NULL,
                name_key TEXT NOT NULL UNIQUE,
                display_name TEXT NOT NULL,
                role TEXT NOT NULL,
                password_hash TEXT NOT NULL,
                created INTEGER NOT NULL
            );
            CREATE TABLE member_recents (
                member_id TEXT NOT NULL,
                rank INTEGER NOT NULL,
                id TEXT NOT NULL,
                \(photoFields),
                accuracy INTEGER,
                license TEXT,
                PRIMARY KEY (member_id, rank)
            );
            CREATE TABLE credentials (
                kind TEXT NOT NULL,
                digest TEXT NOT NULL,
                member_id TEXT,
                role TEXT,
                created INTEGER NOT NULL,
                expires INTEGER,
                PRIMARY KEY (kind, digest)
            );
            CREATE INDEX credentials_by_member ON credentials(member_id, kind);
            CREATE TABLE sign_in_failures (subject TEXT NOT NULL, at INTEGER NOT NULL);
            CREATE INDEX sign_in_failures_by_subject ON sign_in_failures(subject, at);
            CREATE TABLE attraction_edits (attraction_id TEXT PRIMARY KEY NOT NULL, member_id TEXT, at INTEGER NOT NULL);
            """
        ),
        (
            // Ages, cost and hours as their canonical text, "" when unknown; the location as two
            // numbers; tags as their canonical comma-separated text (see StoredChoices).
            SQLMigrationID.attractionChoices,
            """
            ALTER TABLE attractions ADD COLUMN ages TEXT NOT NULL DEFAULT '';
            ALTER TABLE attractions ADD COLUMN cost TEXT NOT NULL DEFAULT '';
            ALTER TABLE attractions ADD COLUMN hours TEXT NOT NULL DEFAULT '';
            ALTER TABLE attractions ADD COLUMN address TEXT NOT NULL DEFAULT '';
            ALTER TABLE attractions ADD COLUMN latitude REAL;
            ALTER TABLE attractions ADD COLUMN longitude REAL;
            ALTER TABLE attractions ADD COLUMN tags TEXT NOT NULL DEFAULT '';
            """
        ),
        (
            // One row per member and attraction (the household's under member_id ''): the days as
            // comma-separated YYYY-MM-DD, the rating or NULL, the note (see StoredVisits).
            SQLMigrationID.memberVisits,
            """
            CREATE TABLE member_visits (
                member_id TEXT NOT NULL,
                attraction_id TEXT NOT NULL,
                visited TEXT NOT NULL,
                rating INTEGER,
                note TEXT NOT NULL,
                PRIMARY KEY (member_id, attraction_id)
            );
            CREATE INDEX member_visits_by_attraction ON member_visits(attraction_id);
            """
        ),
        (
            // The household in the order added: children with their birth dates (YYYY-MM-DD),
            // named places with their location and address ("" when none).
            SQLMigrationID.household,
            """
            CREATE TABLE household_children (
                position INTEGER PRIMARY KEY NOT NULL,
                name TEXT NOT NULL,
                born TEXT NOT NULL
            );
            CREATE TABLE household_places (
                position INTEGER PRIMARY KEY NOT NULL,
                name TEXT NOT NULL,
                latitude REAL NOT NULL,
                longitude REAL NOT NULL,
                address TEXT NOT NULL
            );
            """
        ),
        (
            // The household's holidays by date; the plans in the order made, each plan's fields as
            // `StoredPlan.Fields` writes them, and its stops in order (attraction_id NULL for a stop
            // of free text, pinned '' when not pinned).
            SQLMigrationID.plans,
            """
            CREATE TABLE household_holidays (
                day TEXT PRIMARY KEY NOT NULL,
                name TEXT NOT NULL
            );
            CREATE TABLE plans (
                position INTEGER PRIMARY KEY NOT NULL,
                id TEXT NOT NULL UNIQUE,
                name TEXT NOT NULL,
                day TEXT NOT NULL,
                start_time TEXT NOT NULL,
                end_time TEXT NOT NULL,
                travel TEXT NOT NULL,
                start_place TEXT NOT NULL,
                end_place TEXT NOT NULL,
                children TEXT NOT NULL,
                members TEXT NOT NULL,
                share_digest TEXT NOT NULL
            );
            CREATE TABLE plan_stops (
                plan_id TEXT NOT NULL,
                position INTEGER NOT NULL,
                id TEXT NOT NULL,
                attraction_id TEXT,
                label TEXT NOT NULL,
                stay INTEGER NOT NULL,
                pinned TEXT NOT NULL,
                notes TEXT NOT NULL,
                sequence INTEGER NOT NULL,
                PRIMARY KEY (plan_id, position)
            );
            """
        ),
    ]
}
