import Domain
import Foundation
import UseCases

/// The `attractions` subcommands.
struct AttractionCommands {
    let root: CompositionRoot
    let command: ParsedCommand

    func run() throws {
        let manage = try root.manageAttractions()
        switch command.spec.action {
        case .listAttractions:
            root.attractionsPresenter.present(try manage.list())
        case .showAttraction:
            root.attractionsPresenter.present(try manage.find(id: command.argument(0)))
        case .removeAttraction:
            let id = command.argument(0)
            try manage.remove(id: id)
            root.statusPresenter.removed(id: id)
        case .moveAttraction:
            guard command.value("to") != nil else {
                throw CLIError.usage("move needs --to POSITION (1 is the top of the list)")
            }
            let position = try command.integer("to", in: 1...Int(Int32.max)) ?? 1
            root.statusPresenter.moved(try manage.move(id: command.argument(0), to: position))
        default:
            preconditionFailure("not an attractions command: \(command.spec.words)")
        }
    }

    /// `add` starts from a blank draft, `edit` from a copy; both save through the same editor.
    func runEditor() throws {
        let original: Attraction
        if command.spec.action == .addAttraction {
            original = .blank(id: UUID().uuidString.lowercased())
        } else {
            original = try root.manageAttractions().find(id: command.argument(0))
        }
        let (editor, commit) = try root.attractionEditor(for: original)
        let changes = try fieldChanges()
        if changes.isEmpty {
            try EditorSession(editor: editor, root: root, json: command.has("json"), stored: { commit.saved })
                .run()
            return
        }
        for (field, value) in changes {
            try editor.set(field, to: value)
        }
        try editor.save()
        if let saved = commit.saved {
            command.has("json") ? root.attractionsPresenter.present(saved) : root.statusPresenter.saved(saved)
        }
    }

    private func fieldChanges() throws -> [(AttractionField, String)] {
        if command.has("inside"), command.has("outside") {
            throw CLIError.usage("--inside and --outside cannot both be given")
        }
        var changes: [(AttractionField, String)] = []
        for field in AttractionField.allCases where field != .inside {
            if let value = command.value(field.rawValue) { changes.append((field, value)) }
        }
        if command.has("inside") { changes.append((.inside, "inside")) }
        if command.has("outside") { changes.append((.inside, "outside")) }
        return changes
    }
}
