import Foundation
import Testing

/// `outings plan`: plans made, stops added, moved and removed from the command line, read back as
/// JSON by Foundation's parser; refusals leave the plans as they were.
struct PlanAcceptanceTests {
    private let cli: ScratchOutings

    init() throws {
        cli = try ScratchOutings()
        #expect(try cli.run(["demo"]).status == 0)
        #expect(
            try cli.run(["household", "place", "add", "Home", "--location", "40.5853,-105.0844"]).status == 0)
        #expect(try cli.run(["household", "child", "add", "Ana", "--born", "2021-05-14"]).status == 0)
    }

    private func plans() throws -> [[String: Any]] {
        let result = try cli.run(["plan", "list", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    @Test func aPlanIsMadeWithItsStopsInOrder() throws {
        let made = try cli.run([
            "plan", "new", "Museum day", "--date", "2026-12-12", "--at", "9:30", "--by", "bike",
        ])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(
            made.stdout
                == "made the plan Museum day: Saturday 12 Dec 2026 09:30 from Home with Ana, by bike\n")
        #expect(try cli.run(["plan", "add", "museum", "1"]).status == 0)
        #expect(
            try cli.run(["plan", "add", "museum", "City Park", "--stay", "45m", "--at", "2pm"]).status == 0)
        #expect(try cli.run(["plan", "add", "1", "Lunch at home", "--free", "--stay", "1h"]).status == 0)
        #expect(try cli.run(["plan", "move", "Museum day", "lunch", "--to", "1"]).status == 0)

        let list = try plans()
        #expect(list.count == 1)
        #expect(list.first?["name"] as? String == "Museum day")
        #expect(list.first?["date"] as? String == "2026-12-12")
        #expect(list.first?["start"] as? String == "09:30")
        #expect(list.first?["travel"] as? String == "bike")
        #expect(list.first?["stops"] as? Int == 3)

        #expect(try cli.run(["plan", "remove", "museum", "3"]).status == 0)
        #expect(try plans().first?["stops"] as? Int == 2)
        #expect(try cli.run(["plan", "delete", "MUSEUM DAY"]).status == 0)
        #expect(try plans().isEmpty)
    }

    @Test(arguments: [
        (["plan", "new", "Day", "--date", "2026-02-30"], Int32(65), "a plan's date is written YYYY-MM-DD"),
        (["plan", "new", "Day", "--date", "2026-12-12", "--at", "25:00"], 65, "'25:00' is not a time"),
        (
            ["plan", "new", "Day", "--date", "2026-12-12", "--by", "boat"], 65,
            "travel is one of walk, bike, car"
        ),
        (
            ["plan", "new", "Day", "--date", "2026-12-12", "--child", "Zed"], 66,
            "the household has no child named Zed"
        ),
        (
            ["plan", "new", "Day", "--date", "2026-12-12", "--start", "Work"], 66,
            "the household has no place named Work"
        ),
        (["plan", "new", "Day"], 64, "needs --date DATE"),
        (["plan", "new", "saturday", "--date", "2026-12-12"], 73, "there is already a plan named Saturday"),
        (["plan", "add", "Saturday", "1", "--stay", "13h"], 65, "a stay is written"),
        (["plan", "add", "Saturday", "Nowhere at all"], 66, "no attraction has the number, id or name"),
        (["plan", "add", "Sunday", "1"], 66, "no plan has the number, id or name 'Sunday'"),
        (["plan", "add", "7", "1"], 66, "no plan number 7"),
        (
            ["plan", "move", "Saturday", "1", "--to", "5"], 64,
            "a stop's place in the day is a number from 1 to 1"
        ),
        (["plan", "remove", "Saturday", "4"], 66, "no stop of Saturday number 4"),
    ])
    func badInputIsOneLineAndChangesNothing(arguments: [String], status: Int32, message: String) throws {
        #expect(try cli.run(["plan", "new", "Saturday", "--date", "2026-12-12"]).status == 0)
        #expect(try cli.run(["plan", "add", "Saturday", "1"]).status == 0)
        let before = try cli.run(["plan", "list", "--json"]).stdout

        let result = try cli.run(arguments)

        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try cli.run(["plan", "list", "--json"]).stdout == before)
    }

    @Test func anEditChangesWhatIsGivenAndTheTimesFollow() throws {
        #expect(try cli.run(["plan", "new", "Day", "--date", "2026-12-12", "--at", "10:00"]).status == 0)
        #expect(try cli.run(["plan", "add", "Day", "1", "--stay", "1h"]).status == 0)
        let before = try cli.run(["plan", "show", "Day", "--json"]).stdout

        let edited = try cli.run([
            "plan", "edit", "Day", "--date", "2026-12-13", "--at", "11:00", "--by", "walk",
        ])
        let refused = try cli.run(["plan", "edit", "Day", "--date", "13/12/2026"])

        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(refused.status == 65)
        let plan = try #require(
            JSONSerialization.jsonObject(with: Data(cli.run(["plan", "show", "Day", "--json"]).stdout.utf8))
                as? [String: Any])
        #expect(plan["date"] as? String == "2026-12-13" && plan["start"] as? String == "11:00")
        #expect(plan["travelMode"] as? String == "walk" && plan["startPlace"] as? String == "Home")
        let stop = try #require((plan["stops"] as? [[String: Any]])?.first)
        // 0.7 km from Home to the museum (40.5853,-105.0844 to 40.5925,-105.0754) on foot: later than 11:00.
        #expect((stop["start"] as? String ?? "") > "11:00" && stop["sequence"] as? Int == 1, "\(stop)")
        #expect(before.contains("\"date\" : \"2026-12-12\""))
    }
}
