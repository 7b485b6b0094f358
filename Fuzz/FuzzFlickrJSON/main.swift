import FlickrJSON
import Foundation
import FuzzSupport

/// libFuzzer entry: any bytes as a Flickr response. Must never crash; errors are fine.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlickrJSON(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = try? FlickrResponseDecoder.decode(Data(bytes: bytes, count: count))
    return 0
}

runFuzzer(fuzzFlickrJSON)
