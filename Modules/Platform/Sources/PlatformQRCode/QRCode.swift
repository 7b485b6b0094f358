import CQREncode

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// QR codes drawn by Debian's libqrencode (LGPL-2.1), loaded with dlopen at the first code, as
/// libsodium is: only the pages and commands that draw one pay for it, and a host without it gets
/// a one-line error there. The types come from qrencode.h (`CQREncode`, headers only, nothing
/// linked); `libqrencode.so.4` is the soname of every libqrencode since 4.0.
public enum QRCode {
    /// Loads libqrencode once, or throws why it cannot be loaded and how to install it.
    public static func load() throws(QRCodeError) {
        if case .failure(let error) = QREncodeLibrary.loaded { throw error }
    }

    /// The matrix of `text` (UTF-8, byte mode), the smallest version that holds it, at error
    /// correction level M (15% of the code may be lost).
    public static func matrix(for text: String) throws(QRCodeError) -> QRMatrix {
        let library: QREncodeLibrary
        switch QREncodeLibrary.loaded {
        case .success(let loaded): library = loaded
        case .failure(let error): throw error
        }
        guard !text.utf8.contains(0) else { throw .unencodable("text holds a NUL") }
        let made = text.withCString { library.encodeString8bit($0, 0, QR_ECLEVEL_M) }
        guard let code = made else {
            throw errno == ERANGE
                ? .unencodable("\(text.utf8.count) bytes are more than a QR code holds")
                : .unencodable(String(cString: strerror(errno)))
        }
        defer { library.free(code) }
        let size = Int(code.pointee.width)
        let data = UnsafeBufferPointer(start: code.pointee.data, count: size * size)
        // Bit 0 of each byte is the module's colour (1: dark); the others say what it is part of.
        return QRMatrix(size: size, modules: data.map { $0 & 1 == 1 })
    }
}

public enum QRCodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libqrencode cannot be loaded: the loader's reason and the package that provides it.
    case unavailable(String)
    case unencodable(String)

    public var description: String {
        switch self {
        case .unavailable(let reason): reason
        case .unencodable(let reason): "cannot make a QR code: \(reason)"
        }
    }
}

/// `@unchecked Sendable`: every stored property is a constant C function pointer.
final class QREncodeLibrary: @unchecked Sendable {
    #if canImport(Darwin)
        static let fileNames = ["libqrencode.4.dylib", "libqrencode.dylib"]
    #else
        static let fileNames = ["libqrencode.so.4", "libqrencode.so"]
    #endif

    static let loaded = Result { () throws(QRCodeError) in try QREncodeLibrary() }

    let encodeString8bit:
        @convention(c) (UnsafePointer<CChar>?, Int32, QRecLevel) -> UnsafeMutablePointer<QRcode>?
    let free: @convention(c) (UnsafeMutablePointer<QRcode>?) -> Void

    private init() throws(QRCodeError) {
        var reasons: [String] = []
        var loaded: UnsafeMutableRawPointer?
        for name in Self.fileNames where loaded == nil {
            loaded = dlopen(name, RTLD_NOW | RTLD_LOCAL)
            if loaded == nil { reasons.append(dlerror().map { String(cString: $0) } ?? "\(name): not found") }
        }
        guard let handle = loaded else {
            throw .unavailable(
                "cannot load libqrencode (on Debian: apt-get install libqrencode4): "
                    + (reasons.first ?? "not found"))
        }
        func function<T>(_ name: String) throws(QRCodeError) -> T {
            guard let address = dlsym(handle, name) else {
                throw .unavailable("libqrencode has no function \(name)")
            }
            return unsafeBitCast(address, to: T.self)
        }
        encodeString8bit = try function("QRcode_encodeString8bit")
        free = try function("QRcode_free")
    }
}
