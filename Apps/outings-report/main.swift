import AppSupport
import Foundation
import Presentation
import UseCases

// outings-report: the whole guide as Markdown, for printing or sharing. A second app built only
// from AppSupport, UseCases and Presentation (never the CLI's OutingsApp): the proof that the
// use cases are reusable. It only reads: a store that does not exist prints an empty guide.

let usage = """
    usage: outings-report [--store STORE] [--member NAME]

    Prints the guide (places by country, recently viewed photos, attractions in order) as Markdown.
    The store is chosen as outings chooses it: --store, else OUTINGS_STORE, else the store in the
    configuration file (outings config), else the default SQLite file. The recents are a member's
    as outings chooses them: --member NAME, else OUTINGS_MEMBER, else the configuration file's
    member, else the household's; a member the guide does not have is exit 66. Options are
    read as outings reads its own (--store=STORE too; an option given twice is exit 64).
    Exit codes are outings' own (64 usage, 66 not found, 69 unreachable, 74 store, 78 a configuration file that cannot be read).
    """

// Before anything opens a file: a closed stdout must not become a store's descriptor.
StandardDescriptors.fillClosed()

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
let report = MarkdownReport()
do {
    let given = try OptionReader(
        program: "outings-report", values: ["store": "STORE", "member": "NAME"], flags: ["version"]
    ).read(arguments)
    if given.has("help") {
        try ReportOutput.write(usage + "\n")
        exit(0)
    }
    if given.has("version") {
        try ReportOutput.write("outings-report 0.1.0\n")
        exit(0)
    }
    let selection = try StoreSelection.resolve(option: given["store"], environment: environment) {
        let file = try ConfigFile.load(environment: environment)
        if let warning = file.warning {
            try? ReportOutput.writeError("outings-report: warning: \(MarkdownReport.plain(warning))\n")
        }
        return file
    }
    // Read before the store opens, so a malformed setting is reported whatever the store.
    let base = try Configuration(environment: environment) { try ConfigFile.load(environment: environment) }
        .staticBase
    let stores = try StoreFactory(environment: environment).openForReading(selection)
    // Whose recents, chosen as outings chooses them: a member who does not exist is exit 66.
    let member = try MemberSelection.name(option: given["member"], environment: environment) {
        try ConfigFile.load(environment: environment)
    }
    let memberID = try MemberSelection.memberID(of: member, in: stores)
    let browsePlaces = BrowsePlaces(catalog: stores.catalog)
    PlacesPresenter(view: report).present(try browsePlaces.sections())
    PhotoPresenter(view: report, size: .largeSquare, base: base, licences: try browsePlaces.licences())
        .presentRecents(try stores.recents.recents(ofMember: memberID))
    AttractionsPresenter(view: report).present(try EditAttractions(store: stores.attractions).list())
    try ReportOutput.write(report.text)
} catch {
    let failure = AppError(classifying: error)
    try? ReportOutput.writeError("outings-report: \(MarkdownReport.plain(failure.message))\n")
    exit(ErrorTable.codes(for: failure.category).exitStatus)
}
