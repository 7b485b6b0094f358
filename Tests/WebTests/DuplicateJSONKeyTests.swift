import Foundation
import Testing

@testable import OutingsWebApp

/// Which key of a JSON document an object holds twice: keys compared once decoded, in each
/// object on its own, never text inside a string value.
struct DuplicateJSONKeyTests {
    @Test(
        arguments: [
            (#"{"a": 1, "a": 2}"#, "a"),
            (#"{"a": 1, "b": {"c": 1, "c": null}}"#, "c"),
            (#"{"x": [{"k": 1}, {"k": 2, "j": [], "k": 3}]}"#, "k"),
            (#"{"\u00e9": 1, "é": 2}"#, "é"),
            (#"{"e\u0301": 1, "é": 2}"#, "é"),
            (#"{"a\"": 1, "a\u0022": 2}"#, "a\""),
            (#"{"": 1, "": 2}"#, ""),
            (#"{"a": [1, {"b": 1}], "b": 2, "b": 3}"#, "b"),
        ] as [(String, String)])
    func aKeyTwiceInOneObjectIsFound(document: String, key: String) throws {
        #expect(DuplicateJSONKey.first(in: Data(document.utf8)) == key)
    }

    @Test(arguments: [
        #"{"a": 1, "b": {"a": 2}}"#,
        #"{"x": [{"k": 1}, {"k": 2}]}"#,
        #"{"a": "\"a\": 1, \"a\"", "b": ["a", "a"]}"#,
        #"{"a": [1, {"b": 1}], "b": 2}"#,
        #"{"a\\": 1, "a": 2}"#,
        "[]",
    ])
    func keysOnceInEachObjectAreFine(document: String) throws {
        #expect(DuplicateJSONKey.first(in: Data(document.utf8)) == nil)
    }
}
