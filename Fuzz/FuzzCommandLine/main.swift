import FuzzSupport
import OutingsApp

/// libFuzzer entry: the input split at NUL bytes is the argument list.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let buffer = UnsafeBufferPointer(start: bytes, count: count)
    let arguments = buffer.split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    FuzzEntryPoints.parseCommandLine(arguments)
    return 0
}

runFuzzer(fuzzCommandLine)
