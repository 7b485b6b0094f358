import AppSupport
import FuzzSupport
import PersistencePostgres

/// libFuzzer entry: the input as a `--store` value, parsed as every app parses it; for a
/// PostgreSQL URL, every form of its password is looked for as messages would be redacted.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoreURL(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    if case .postgres(let url)? = try? StoreLocation.parse(text) {
        _ = PostgresURL.secrets(in: url)
    }
    return 0
}

runFuzzer(fuzzStoreURL)
