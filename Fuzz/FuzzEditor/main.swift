import FuzzSupport
import OutingsApp

/// libFuzzer entry: the input's lines as editor session commands.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEditor(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    FuzzEntryPoints.runEditorSession(
        lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    return 0
}

runFuzzer(fuzzEditor)
