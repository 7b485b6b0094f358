import Platform
import UseCases

/// A value a form that makes something (an invitation, an API token) carries so it makes it
/// once: the page holding the new secret is the answer to the POST, and reloading it sends the
/// same form again. A value seen before makes nothing more; the caller sends the browser back
/// to the page, where the one already made is listed. A POST without the field (a script) is
/// taken as before. The last `remembered` values are kept, in this server's memory.
final class FormOnce: @unchecked Sendable {
    static let name = "once"
    static let remembered = 4096

    private let tokens: any TokenMinter
    private let lock = RecursiveLock()
    // Guarded by `lock`: the values seen, and the same values oldest first, to forget in order.
    private var seen: Set<String> = []
    private var order: [String] = []
    private var oldest = 0

    /// `tokens` makes each value (URL-safe text, which an attribute holds unescaped).
    init(tokens: any TokenMinter) {
        self.tokens = tokens
    }

    /// The hidden field of a new value, for a form's markup.
    func field() -> String {
        "<input type=\"hidden\" name=\"\(Self.name)\" value=\"\(tokens.newToken())\">"
    }

    /// False when `value` was sent before; nil (no field) is always a first use.
    func firstUse(_ value: String?) -> Bool {
        guard let value else { return true }
        return lock.withLock {
            guard seen.insert(value).inserted else { return false }
            if order.count < Self.remembered {
                order.append(value)
            } else {
                seen.remove(order[oldest])
                order[oldest] = value
                oldest = (oldest + 1) % Self.remembered
            }
            return true
        }
    }
}
