import AppSupport
import Foundation
import TestSupport
import Testing
import UseCases

/// `OUTINGS_CACHE_MAX_AGE`: its forms, what it refuses, and the one line a bad value gives.
struct ImageMaxAgeParsingTests {
    @Test(arguments: [
        ("7d", 604_800), ("12h", 43_200), ("30m", 1_800), ("1m", 60), ("365d", 31_536_000), ("7D", 604_800),
        ("0012h", 43_200),
    ])
    func wholeDaysHoursAndMinutes(text: String, seconds: Int) {
        #expect(ImageMaxAge(parsing: text) == ImageMaxAge(seconds: seconds))
    }

    @Test func zeroIsNever() {
        #expect(ImageMaxAge(parsing: "0") == .never)
        #expect(ImageMaxAge(parsing: "0")?.seconds == nil)
    }

    @Test(arguments: [
        "", "-1", "-1d", "+7d", "7x", "7", "d", "7 d", " 7d", "7d ", "1.5d", "7dd", "0d", "0m", "١d", "7s",
        "99999999999999999999d", "106751991167301d", "9223372036854775807m",
    ])
    func anythingElseIsRefused(text: String) {
        #expect(ImageMaxAge(parsing: text) == nil)
    }

    @Test func theLargestAgeThatFitsInSecondsIsAccepted() {
        #expect(
            ImageMaxAge(parsing: "106751991167300d") == ImageMaxAge(seconds: 106_751_991_167_300 * 86_400))
    }

    @Test func configurationDefaultsToSevenDaysAndTakesTheVariable() throws {
        #expect(try Configuration(environment: [:]).cacheMaxAge == ImageMaxAge(seconds: 7 * 86_400))
        #expect(try Configuration(environment: ["OUTINGS_CACHE_MAX_AGE": ""]).cacheMaxAge == .standard)
        #expect(try Configuration(environment: ["OUTINGS_CACHE_MAX_AGE": "0"]).imageCache().maxAge == .never)
        #expect(
            try Configuration(environment: ["OUTINGS_CACHE_MAX_AGE": "30m"]).imageCache().maxAge
                == ImageMaxAge(seconds: 1_800))
    }

    @Test func theConfigurationFilesKeyIsUsedWhenTheVariableIsNotSet() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("config")
        try "cache-max-age = 12h\n".write(toFile: path, atomically: true, encoding: .utf8)
        let file = try ConfigFile.load(path: path)
        struct NotRead: Error {}

        #expect(try Configuration(environment: [:]) { file }.cacheMaxAge == ImageMaxAge(seconds: 43_200))
        #expect(
            try Configuration(environment: ["OUTINGS_CACHE_MAX_AGE": ""]) { file }.cacheMaxAge.seconds
                == 43_200)
        // The variable wins, and then the file is not even read.
        #expect(
            try Configuration(environment: ["OUTINGS_CACHE_MAX_AGE": "0"]) { throw NotRead() }.cacheMaxAge
                == .never)
    }

    @Test func aBadValueInTheFileIsAConfigurationErrorNamingTheFileAndKey() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("config")
        try "cache-max-age = soon\n".write(toFile: path, atomically: true, encoding: .utf8)
        let file = try ConfigFile.load(path: path)

        #expect(
            throws: AppError(
                .configuration,
                "\(path): cache-max-age must be a whole number of days, hours or minutes (such as 7d, 12h or 30m), or 0 for never, not \"soon\""
            )
        ) {
            try Configuration(environment: [:]) { file }
        }
    }

    @Test func aBadValueIsAUsageErrorNamingTheVariableAndTheForms() {
        #expect(
            throws: AppError(
                .usage,
                "OUTINGS_CACHE_MAX_AGE must be a whole number of days, hours or minutes (such as 7d, 12h or 30m), or 0 for never, not \"7x\""
            )
        ) {
            try Configuration(environment: ["OUTINGS_CACHE_MAX_AGE": "7x"])
        }
    }
}
