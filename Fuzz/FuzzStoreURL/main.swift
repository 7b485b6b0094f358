import FuzzSupport
import OutingsApp

/// libFuzzer entry: the input as a `--store` value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoreURL(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FuzzEntryPoints.parseStoreURL(
        String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
    return 0
}

runFuzzer(fuzzStoreURL)
