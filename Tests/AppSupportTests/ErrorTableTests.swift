import AppSupport
import Domain
import Testing
import UseCases

/// The exit codes of docs/cli.md and the web's statuses, written out here by hand.
struct ErrorTableTests {
    @Test(arguments: [
        (StoreError.notFound(kind: "attraction", id: "x") as any Error, Int32(66), 404),
        (StoreError.positionOutOfRange(position: 9, count: 2), 64, 422),
        (StoreError.conflict(kind: "attraction", id: "x"), 75, 409),
        (StoreError.busy("lock"), 74, 503),
        (QueryBudgetError.overLimit(needed: 4000, limit: 3600), 75, 429),
        (StoreError.unreachable("refused"), 69, 503),
        (StoreError.corrupt("bad"), 74, 500),
        (AttractionProblems([.init(field: .name, message: "name is required")]), 65, 422),
        (AttractionValidationError.nameRequired, 65, 422),
        (PhotoImagesError.noPage(photoID: "1"), 65, 404),
        (TransferError.targetNotEmpty(.init(attractions: 1, places: 0, photos: 0, recents: 0)), 73, 409),
        (AppError(.configuration, "no key"), 78, 500),
        (CancellationError(), 70, 500),
    ])
    func everyErrorHasOneExitStatusAndOneHTTPStatus(error: any Error, exit: Int32, http: Int) {
        let codes = ErrorTable.codes(for: AppError(classifying: error).category)
        #expect(codes == .init(exitStatus: exit, httpStatus: http))
    }

    @Test func everyCategoryHasCodesInTheirRanges() {
        for category in ErrorCategory.allCases {
            let codes = ErrorTable.codes(for: category)
            #expect((64...78).contains(codes.exitStatus))
            #expect((400...599).contains(codes.httpStatus))
        }
    }
}
