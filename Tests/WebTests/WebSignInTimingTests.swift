import Foundation
import Testing

/// An unknown name and a wrong password cannot be told apart, by the answer or by its time.
@Suite(.serialized)
struct WebSignInTimingTests {
    static let tries = 11

    /// The median of the durations, in nanoseconds.
    static func median(_ durations: [UInt64]) -> Double {
        Double(durations.sorted()[durations.count / 2])
    }

    @Test func anUnknownNameTakesAboutAsLongAsAWrongPassword() throws {
        // A member per try: each name is tried once, so no name's throttle is reached.
        let members = (0..<Self.tries).map { ("member\($0)", "viewer") }
        let guide = try WebGuide(members: WebGuide.household + members)
        let token = try WebGuide.token(in: guide.client.get("/sign-in").text)
        let refusal = try Self.refusal(guide, token: token)
        var unknown: [UInt64] = []
        var wrong: [UInt64] = []
        for index in 0..<Self.tries {
            // Each pair from its own address, so no address's throttle is reached either.
            var client = guide.client
            client.source = "127.0.1.\(index + 1)"
            func timed(_ name: String) throws -> (UInt64, RawHTTPClient.Response) {
                let started = DispatchTime.now().uptimeNanoseconds
                let answer = try client.form(
                    "/sign-in", [("csrf", token), ("name", name), ("password", "not the password")])
                return (DispatchTime.now().uptimeNanoseconds - started, answer)
            }
            // Alternating which goes first, so a warming server favours neither.
            let order =
                index % 2 == 0 ? ["nobody\(index)", "member\(index)"] : ["member\(index)", "nobody\(index)"]
            for name in order {
                let (duration, answer) = try timed(name)
                #expect(answer.status == 401)
                #expect(
                    answer.text.replacingOccurrences(of: name, with: "NAME")
                        == refusal)
                if name.hasPrefix("nobody") { unknown.append(duration) } else { wrong.append(duration) }
            }
        }
        let ratio = Self.median(unknown) / Self.median(wrong)
        #expect((1 / 1.2)...1.2 ~= ratio, "unknown name / wrong password median time: \(ratio)")
    }

    /// The refusal page as a wrong try of the name "NAME" gets it, from an address of its own.
    static func refusal(_ guide: WebGuide, token: String) throws -> String {
        var client = guide.client
        client.source = "127.0.2.1"
        return try client.form(
            "/sign-in", [("csrf", token), ("name", "NAME"), ("password", "not the password")]
        ).text
    }
}
