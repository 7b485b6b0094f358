// An app outside the repository, reusing Outings' layers: a SQLite store, the use cases on it and a
// presenter, with a view of its own. It imports nothing from Apps/ or AppSupport.
import Domain
import Foundation
import PersistenceSQLite
import Presentation
import UseCases

/// The app's own view: the presenter hands it view models and it prints them.
final class PrintedAttractions: AttractionsView {
    func display(_ list: AttractionListViewModel) {
        print(list.heading)
        if list.attractions.isEmpty { print("  \(list.emptyMessage)") }
        for row in list.attractions {
            print("  \(row.position). \(row.name) (\(row.type), \(row.setting)) v\(row.version)")
        }
    }

    func display(_ attraction: AttractionViewModel) {
        print("\(attraction.name) at position \(attraction.position), version \(attraction.version)")
    }
}

/// One line for any error from any layer: its category and a message safe to show.
func describe(_ error: any Error) -> String {
    guard let error = error as? any CategorizedError else { return "unexpected: \(error)" }
    return "(\(error.category)) \(error.message)"
}

let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("family-outings-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

// One store serves every port (attractions, catalog, recents); the use cases hold only ports.
let store = try SQLiteStore(path: folder.appendingPathComponent("family.sqlite").path)
let edit = EditAttractions(store: store)
let photos = ViewPhotos(catalog: store, recents: store)
let presenter = AttractionsPresenter(view: PrintedAttractions())

// A new attraction: a draft with a fresh id, the fields a form would send, one save.
let zoo = try edit.save(
    [(.name, "City Zoo"), (.type, "Zoo"), (.inside, "outside")], to: edit.newDraft())
print("saved:", terminator: " ")
presenter.present(zoo)

// An invalid save is refused with every problem at once, and nothing is stored.
do {
    try edit.save([(.name, " "), (.inside, "maybe")], to: zoo)
} catch let problems as AttractionProblems {
    print("refused (\(problems.category)), every problem at once:")
    for problem in problems.problems {
        print("  \(problem.field.rawValue): \(problem.message)")
    }
}

// An edit of what is stored, then the list, in order.
try edit.save([(.description, "Goats and ponies")], to: zoo)
try edit.save([(.name, "Rain Museum"), (.type, "Museum"), (.inside, "inside")], to: edit.newDraft())
presenter.present(try edit.list())

// Removing twice: the second is refused, and the error says which kind it is.
do {
    try edit.remove(id: zoo.id)
    try edit.remove(id: zoo.id)
} catch {
    print("refused \(describe(error))".replacingOccurrences(of: zoo.id, with: "ID"))
}

// The catalog as an import would leave it, then two photos viewed: the recents, newest first.
try store.save(
    places: [Place(id: "kyoto", name: "Kyoto, Japan")],
    photos: [
        Photo(id: "1", title: "Temple gate", placeID: "kyoto"),
        Photo(id: "2", title: "Bamboo grove", placeID: "kyoto"),
    ])
_ = try photos.show(photoID: "1")
_ = try photos.show(photoID: "2")
print("recently viewed:")
for (number, photo) in try photos.recents().enumerated() {
    print("  \(number + 1). \(photo.displayTitle)")
}
