import Foundation
import Testing

/// Makes a property-list store look written by a newer Outings: its `outingsFormat` raised.
enum NewerPlist {
    static func mark(_ plist: URL, format: Int) throws {
        var root = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: plist), format: nil)
                as? [String: Any])
        root["outingsFormat"] = format
        try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0).write(to: plist)
    }
}
