import Platform

/// Where the Flickr query budget's file lives: beside a SQLite store (so a store moved to another
/// machine takes its count along), else in the folder that holds the image cache
/// (`$XDG_CACHE_HOME/outings`), as a PostgreSQL, memory or defaults store has no folder of its own.
public enum QueryBudgetFolder {
    public static func folder(for location: StoreLocation, configuration: Configuration) -> String {
        switch location {
        case .sqlite(let path): AtomicFile.folder(of: path)
        case .memory, .defaults, .postgres: AtomicFile.folder(of: configuration.cacheFolder)
        }
    }
}
