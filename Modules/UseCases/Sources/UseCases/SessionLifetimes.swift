/// How long a signed-in session lasts: `idle` seconds unused, and never more than `absolute`
/// seconds after sign-in whatever its use. Both are settings of the web app.
public struct SessionLifetimes: Equatable, Sendable {
    public let idle: Int64
    public let absolute: Int64

    /// 14 days unused, 90 days in all.
    public static let standard = SessionLifetimes(idle: 14 * 86_400, absolute: 90 * 86_400)
    /// The longest either may be: a year, which keeps `created + lifetime` far from the end of
    /// the stores' 64-bit seconds.
    public static let longest: Int64 = 365 * 86_400

    public init(idle: Int64, absolute: Int64) {
        self.idle = idle
        self.absolute = absolute
    }
}
