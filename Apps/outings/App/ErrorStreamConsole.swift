import PlatformFoundation

/// Another console's standard error in place of its standard output: what an editor session says
/// to the person goes here when standard output must hold only the JSON result.
final class ErrorStreamConsole: Console {
    private let base: any Console

    init(wrapping base: any Console) {
        self.base = base
    }

    func write(_ text: String) { base.writeError(text) }
    func writeError(_ text: String) { base.writeError(text) }
    func write(data: Data) { base.writeError(String(decoding: data, as: UTF8.self)) }
    var outputFailure: String? { base.outputFailure }
    func readLine() -> String? { base.readLine() }
    func read(upTo limit: Int) -> Data { base.read(upTo: limit) }
    var isInteractive: Bool { base.isInteractive }
    /// Its standard output is the base's standard error.
    func isTerminal(_ stream: StandardStream) -> Bool { base.isTerminal(.error) }
    var terminalColumns: Int? { base.terminalColumns }
}
