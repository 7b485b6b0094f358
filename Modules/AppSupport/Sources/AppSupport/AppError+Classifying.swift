import UseCases

extension AppError: CategorizedError {
    /// Any error as a category and one line: errors of every layer say their own category
    /// (`CategorizedError`); anything else is a bug and says so.
    public init(classifying error: any Error) {
        if let error = error as? AppError {
            self = error
        } else if let error = error as? any CategorizedError {
            self.init(error.category, error.message)
        } else {
            self.init(.internalError, "unexpected error: \(error)")
        }
    }
}
