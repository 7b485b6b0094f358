/// Where a value sits in a response, as error messages name it: `photos.photo[12].description`.
/// Spelled out only when a message needs it, since an import reads hundreds of thousands of
/// entries and would otherwise build each one's path for nothing.
struct JSONPath: CustomStringConvertible {
    private let base: String
    private let index: Int?
    private let member: String?

    /// A path given whole, such as `licenses.license[2]`.
    init(_ text: String) {
        (base, index, member) = (text, nil, nil)
    }

    /// Entry `index` of the array at `array`.
    init(array: String, index: Int) {
        (base, self.index, member) = (array, index, nil)
    }

    private init(base: String, index: Int?, member: String?) {
        (self.base, self.index, self.member) = (base, index, member)
    }

    /// The member `key` of the object here.
    func member(_ key: String) -> JSONPath {
        guard member == nil else { return JSONPath("\(self).\(key)") }
        return JSONPath(base: base, index: index, member: key)
    }

    var description: String {
        base + (index.map { "[\($0)]" } ?? "") + (member.map { ".\($0)" } ?? "")
    }
}
