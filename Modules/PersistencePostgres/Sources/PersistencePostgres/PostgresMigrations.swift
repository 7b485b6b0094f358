import Domain
import PersistenceSQL

/// Schema changes in order, each applied once inside the migration transaction and recorded in
/// `schema_migrations`; never edit one that has shipped, add another.
enum PostgresMigrations {
    private static let bits = AttractionOrder.bucketBits
    /// The photo fields after the id, as both photo tables (catalog and recents) hold them.
    private static let photoFields = """
        title text NOT NULL,
        description text NOT NULL,
        owner_name text NOT NULL,
        owner text NOT NULL,
        place_id text NOT NULL,
        farm bigint,
        server text,
        secret text,
        original_secret text,
        original_format text,
        latitude double precision,
        longitude double precision,
        date_upload bigint,
        tags jsonb NOT NULL
        """

    /// The ids a read-only open may find missing are `SQLMigrationID`'s, shared with the other
    /// SQL store.
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
        (
            // Positions are no longer stored (moving or removing one renumbered, and so rewrote,
            // every later row): rows sort by `order_key`, with gaps so a move updates one row, and
            // positions are counted when read with `attraction_buckets` (see AttractionOrder).
            // Statement triggers with transition tables keep the bucket sizes, so replacing a
            // whole list adjusts each bucket once, not once per row. Positions 1...n become keys
            // base + n * gap, keeping the order.
            "2026-12-02-attraction-order-keys",
            """
            ALTER TABLE attractions ADD COLUMN order_key bigint;
            UPDATE attractions SET order_key = \(AttractionOrder.base) + position * \(AttractionOrder.gap);
            ALTER TABLE attractions ALTER COLUMN order_key SET NOT NULL;
            ALTER TABLE attractions DROP COLUMN position;
            CREATE INDEX attractions_by_order_key ON attractions (order_key);
            CREATE TABLE attraction_buckets (bucket bigint PRIMARY KEY, size integer NOT NULL);
            INSERT INTO attraction_buckets (bucket, size)
                SELECT order_key >> \(bits), count(*) FROM attractions GROUP BY 1;
            CREATE FUNCTION outings_count_attraction_buckets() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP = 'INSERT' THEN
                    INSERT INTO attraction_buckets (bucket, size)
                        SELECT order_key >> \(bits), count(*) FROM new_rows GROUP BY 1
                        ON CONFLICT (bucket) DO UPDATE SET size = attraction_buckets.size + excluded.size;
                    RETURN NULL;
                ELSIF TG_OP = 'DELETE' THEN
                    UPDATE attraction_buckets b SET size = b.size - gone.n
                        FROM (SELECT order_key >> \(bits) AS bucket, count(*) AS n FROM old_rows GROUP BY 1) gone
                        WHERE b.bucket = gone.bucket;
                ELSE
                    INSERT INTO attraction_buckets (bucket, size)
                        SELECT bucket, sum(n) FROM (
                            SELECT order_key >> \(bits) AS bucket, -1 AS n FROM old_rows
                            UNION ALL SELECT order_key >> \(bits), 1 FROM new_rows) change
                        GROUP BY bucket HAVING sum(n) <> 0
                        ON CONFLICT (bucket) DO UPDATE SET size = attraction_buckets.size + excluded.size;
                END IF;
                DELETE FROM attraction_buckets
                    WHERE bucket IN (SELECT order_key >> \(bits) FROM old_rows) AND size <= 0;
                RETURN NULL;
            END
            $$;
            CREATE TRIGGER attraction_buckets_on_insert AFTER INSERT ON attractions
                REFERENCING NEW TABLE AS new_rows
                FOR EACH STATEMENT EXECUTE FUNCTION outings_count_attraction_buckets();
            CREATE TRIGGER attraction_buckets_on_delete AFTER DELETE ON attractions
                REFERENCING OLD TABLE AS old_rows
                FOR EACH STATEMENT EXECUTE FUNCTION outings_count_attraction_buckets();
            CREATE TRIGGER attraction_buckets_on_update AFTER UPDATE ON attractions
                REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                FOR EACH STATEMENT EXECUTE FUNCTION outings_count_attraction_buckets()
            """
        ),
        (
            // One row whose version every change of recents raises: recording a photo reads the
            // list and version in one statement and writes only if the version is still the one it
            // read (a compare-and-set in one statement), so it needs no transaction of its own.
            "2026-12-02-recents-version",
            """
            CREATE TABLE recents_state (one boolean PRIMARY KEY DEFAULT true CHECK (one), version bigint NOT NULL);
            INSERT INTO recents_state (version) VALUES (0)
            """
        ),
        (
            // `places photos` orders by date_upload DESC NULLS LAST, id COLLATE "C" (the order the
            // other backends give); the first index had DESC's default NULLS FIRST and the
            // database's collation for id, so the server sorted every photo of the place to
            // return `--limit` of them. This index is that order, so it reads only `--limit` rows.
            "2026-12-02-photos-by-place-in-list-order",
            """
            DROP INDEX photos_by_place;
            CREATE INDEX photos_by_place ON photos (place_id, date_upload DESC NULLS LAST, id COLLATE "C")
            """
        ),
        (
            // One column per photo field instead of the JSON text in `data` (tags, a list, are a
            // jsonb array of strings). Each row is converted by PostgreSQL's jsonb operators; the
            // tables are rebuilt, so the columns have their constraints and `data` is gone.
            SQLMigrationID.photoColumns,
            """
            CREATE TABLE photo_rows (
                id text PRIMARY KEY,
                \(photoFields)
            );
            INSERT INTO photo_rows SELECT id, \(PostgresPhotoColumns.preColumnFieldsAfterID) FROM photos;
            DROP TABLE photos;
            ALTER TABLE photo_rows RENAME TO photos;
            ALTER INDEX photo_rows_pkey RENAME TO photos_pkey;
            CREATE INDEX photos_by_place ON photos (place_id, date_upload DESC NULLS LAST, id COLLATE "C");
            CREATE TABLE recent_rows (
                rank integer PRIMARY KEY,
                id text NOT NULL,
                \(photoFields)
            );
            INSERT INTO recent_rows
                SELECT rank, coalesce(data::jsonb ->> 'id', ''), \(PostgresPhotoColumns.preColumnFieldsAfterID)
                FROM recents;
            DROP TABLE recents;
            ALTER TABLE recent_rows RENAME TO recents;
            ALTER INDEX recent_rows_pkey RENAME TO recents_pkey
            """
        ),
        (
            // Nullable columns: rows written before hold NULL, which reads as "not known".
            SQLMigrationID.photoCredit,
            """
            ALTER TABLE photos ADD COLUMN accuracy bigint, ADD COLUMN license text;
            ALTER TABLE recents ADD COLUMN accuracy bigint, ADD COLUMN license text;
            ALTER TABLE places ADD COLUMN latitude double precision, ADD COLUMN longitude double precision
            """
        ),
        (
            // Flickr's order is kept in `position`; `url` is NULL when Flickr gives none.
            SQLMigrationID.photoLicences,
            """
            CREATE TABLE photo_licenses (
                id text PRIMARY KEY,
                name text NOT NULL,
                url text,
                position integer NOT NULL
            )
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
                id text PRIMARY KEY,
                position integer NOT NULL,
                name text NOT NULL,
                name_key text NOT NULL UNIQUE,
                display_name text NOT NULL,
                role text NOT NULL,
                password_hash text NOT NULL,
                created bigint NOT NULL
            );
            CREATE TABLE member_recents (
                member_id text NOT NULL,
                rank integer NOT NULL,
                id text NOT NULL,
                \(photoFields),
                accuracy bigint,
                license text,
                PRIMARY KEY (member_id, rank)
            );
            CREATE TABLE credentials (
                kind text NOT NULL,
                digest text NOT NULL,
                member_id text,
                role text,
                created bigint NOT NULL,
                expires bigint,
                PRIMARY KEY (kind, digest)
            );
            CREATE INDEX credentials_by_member ON credentials (member_id, kind);
            CREATE TABLE sign_in_failures (subject text NOT NULL, at bigint NOT NULL);
            CREATE INDEX sign_in_failures_by_subject ON sign_in_failures (subject, at);
            CREATE TABLE attraction_edits (attraction_id text PRIMARY KEY, member_id text, at bigint NOT NULL)
            """
        ),
        (
            // Ages, cost and hours as their canonical text, "" when unknown; the location as two
            // numbers; tags as their canonical comma-separated text (see StoredChoices).
            SQLMigrationID.attractionChoices,
            """
            ALTER TABLE attractions
                ADD COLUMN ages text NOT NULL DEFAULT '',
                ADD COLUMN cost text NOT NULL DEFAULT '',
                ADD COLUMN hours text NOT NULL DEFAULT '',
                ADD COLUMN address text NOT NULL DEFAULT '',
                ADD COLUMN latitude double precision,
                ADD COLUMN longitude double precision,
                ADD COLUMN tags text NOT NULL DEFAULT ''
            """
        ),
        (
            // One row per member and attraction (the household's under member_id ''): the days as
            // comma-separated YYYY-MM-DD, the rating or NULL, the note (see StoredVisits).
            SQLMigrationID.memberVisits,
            """
            CREATE TABLE member_visits (
                member_id text NOT NULL,
                attraction_id text NOT NULL,
                visited text NOT NULL,
                rating integer,
                note text NOT NULL,
                PRIMARY KEY (member_id, attraction_id)
            );
            CREATE INDEX member_visits_by_attraction ON member_visits (attraction_id)
            """
        ),
        (
            // The household in the order added: children with their birth dates (YYYY-MM-DD),
            // named places with their location and address ('' when none).
            SQLMigrationID.household,
            """
            CREATE TABLE household_children (
                position integer PRIMARY KEY,
                name text NOT NULL,
                born text NOT NULL
            );
            CREATE TABLE household_places (
                position integer PRIMARY KEY,
                name text NOT NULL,
                latitude double precision NOT NULL,
                longitude double precision NOT NULL,
                address text NOT NULL
            )
            """
        ),
        (
            // The household's holidays by date; the plans in the order made, each plan's fields as
            // `StoredPlan.Fields` writes them, and its stops in order (attraction_id NULL for a stop
            // of free text, pinned '' when not pinned).
            SQLMigrationID.plans,
            """
            CREATE TABLE household_holidays (
                day text PRIMARY KEY,
                name text NOT NULL
            );
            CREATE TABLE plans (
                position integer PRIMARY KEY,
                id text NOT NULL UNIQUE,
                name text NOT NULL,
                day text NOT NULL,
                start_time text NOT NULL,
                end_time text NOT NULL,
                travel text NOT NULL,
                start_place text NOT NULL,
                end_place text NOT NULL,
                children text NOT NULL,
                members text NOT NULL,
                share_digest text NOT NULL
            );
            CREATE TABLE plan_stops (
                plan_id text NOT NULL,
                position integer NOT NULL,
                id text NOT NULL,
                attraction_id text,
                label text NOT NULL,
                stay integer NOT NULL,
                pinned text NOT NULL,
                notes text NOT NULL,
                sequence integer NOT NULL,
                PRIMARY KEY (plan_id, position)
            )
            """
        ),
    ]
}
