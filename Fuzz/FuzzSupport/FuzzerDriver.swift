import Foundation

/// The signature libFuzzer calls for each input.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

private typealias RunDriver =
    @convention(c) (
        UnsafeMutablePointer<CInt>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        FuzzTarget
    ) -> CInt

/// Hands the process to libFuzzer. SwiftPM gives an executable its own `main`, so libFuzzer's is
/// never reached; its `LLVMFuzzerRunDriver` is looked up at run time instead, which also lets the
/// harness build (and say how to fuzz) without `-sanitize=fuzzer`.
public func runFuzzer(_ target: FuzzTarget) -> Never {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "LLVMFuzzerRunDriver") else {
        FileHandle.standardError.write(
            Data("not built with -sanitize=fuzzer: run Scripts/fuzz SECONDS\n".utf8))
        exit(2)
    }
    let driver = unsafeBitCast(symbol, to: RunDriver.self)
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(driver(&argc, &argv, target))
}
