import FuzzSupport
import OutingsApp

/// libFuzzer entry: the input split at NUL bytes is the argument list, as raw bytes (arguments that
/// are not UTF-8 are refused before parsing, as in the executable).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let buffer = UnsafeBufferPointer(start: bytes, count: count)
    let arguments = buffer.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
    FuzzEntryPoints.parseRawCommandLine(arguments)
    return 0
}

runFuzzer(fuzzCommandLine)
