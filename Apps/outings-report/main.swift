import AppSupport
import Foundation
import Presentation
import UseCases

// outings-report: the whole guide as Markdown, for printing or sharing. A second app built only
// from AppSupport, UseCases and Presentation (never the CLI's OutingsApp): the proof that the
// use cases are reusable. It only reads: a store that does not exist prints an empty guide.

let usage = """
    usage: outings-report [--store STORE]

    Prints the guide (places by country, recently viewed photos, attractions in order) as Markdown.
    The store is chosen as outings chooses it: --store, else OUTINGS_STORE, else the default SQLite
    file. Exit codes are outings' own (64 usage, 69 unreachable, 74 store).
    """

var arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
let report = MarkdownReport()
do {
    var store: String?
    while let argument = arguments.first {
        arguments.removeFirst()
        switch argument {
        case "--help", "-h":
            print(usage)
            exit(0)
        case "--version":
            print("outings-report 0.1.0")
            exit(0)
        case "--store" where store == nil && !arguments.isEmpty:
            store = arguments.removeFirst()
        default:
            throw AppError(
                .usage, "unexpected argument \(MarkdownReport.plain(argument)); see outings-report --help")
        }
    }
    let location = try StoreLocation.resolve(option: store, environment: environment)
    let stores = try StoreFactory(environment: environment).openForReading(location)
    let base = try Configuration(environment: environment).staticBase
    PlacesPresenter(view: report).present(try BrowsePlaces(catalog: stores.catalog).sections())
    PhotoPresenter(view: report, size: .largeSquare, base: base).presentRecents(try stores.recents.recents())
    AttractionsPresenter(view: report).present(try ManageAttractions(store: stores.attractions).list())
    FileHandle.standardOutput.write(Data(report.text.utf8))
} catch {
    let failure = AppError(classifying: error)
    FileHandle.standardError.write(Data("outings-report: \(MarkdownReport.plain(failure.message))\n".utf8))
    exit(ReportExitCode.code(for: failure.category))
}
