import PlatformFoundation
import UseCases

/// The root dictionary of a suite's plist, in whichever of the three plist formats it is: binary
/// (what Outings and UserDefaults write), XML, or old-style OpenStep text.
enum PlistDecoding {
    static func rootDictionary(_ data: Data) throws -> PlistDictionary {
        let root: PlistValue?
        if data.starts(with: Array("bplist".utf8)) {
            root = BinaryPlistReader.read(data)
        } else if XMLPlistReader.looksLikeXML(data) {
            root = XMLPlistReader.read(data)
        } else {
            root = OpenStepPlistReader.read(data)
        }
        guard let root else { throw StoreError.corrupt("not a readable property list") }
        guard case .dictionary(let entries) = root else {
            throw StoreError.corrupt("the property list is not a dictionary")
        }
        return entries
    }
}
