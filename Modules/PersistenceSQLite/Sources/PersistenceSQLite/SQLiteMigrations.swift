import Domain

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
    ]
}
