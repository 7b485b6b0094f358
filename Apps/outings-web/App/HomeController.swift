import Domain
import Foundation
import HTTPServer
import Presentation
import UseCases

/// `/`: the question a family brings ("What can we do on Saturday?") and its answers: the
/// attractions the question's filter keeps (the list's own rule, so the answers are what
/// `/attractions`, the API and the CLI give for the same filter), as the list's cards, and those
/// closed then with when they open.
struct HomeController: Sendable {
    let attractions: AttractionController
    let filterAttractions: FilterAttractions
    let household: @Sendable () throws -> Household
    let today: @Sendable () -> CalendarDate
    let signedIn: RequestContext?
    /// The form token of the "Plan this day" form.
    let csrf: String
    /// Makes "Plan this day" make one plan however often it is pressed.
    let once: FormOnce
    /// How many of the answers, nearest first, "Plan this day" makes the plan's first stops.
    static let plannedAnswers = 3

    private var mayPlan: Bool { attractions.mayEdit }

    func page(_ query: [(name: String, value: String)]) throws -> HTTPResponse {
        let household = try household()
        let standard = OutingQuestion.standard(today: today(), household: household)
        let asked = OutingQuestion.isAsked(query)
        var question = standard
        var problems: [(field: String, reason: String)] = []
        if asked {
            do {
                question = try OutingQuestion(query: query, standard: standard)
            } catch {
                problems = error.problems.map { ($0.field, $0.reason) }
            }
        }
        var content = self.content(question, household: household, asked: asked, problems: problems)
        guard asked, problems.isEmpty else {
            return Responses.html(
                HomePage.render(content, signedIn: signedIn), status: problems.isEmpty ? 200 : 400)
        }
        do {
            let filter = try AttractionFilter(parameters: question.filterParameters)
            var matches: [Attraction] = []
            content.near = try filterAttractions.forEachMatch(filter) { matches.append($0) }
            content.closed = try attractions.closedAttractions(filter, open: Set(matches.map(\.id)))
            let moment = try filterAttractions.wallTime(filter.open)
            content.cards = try attractions.cardModels(matches, from: content.near?.point, at: moment).map {
                card in
                AttractionCard.markup(
                    card, actions: mayPlan ? AddToPlanPage.link(card.id, name: card.name) : "")
            }
            if mayPlan {
                content.planThisDay = HomePage.planThisDay(
                    question, household: household, answers: matches.prefix(Self.plannedAnswers).map(\.id),
                    csrf: csrf, once: once.field())
            }
        } catch let error as AttractionFilterError {
            content.problems = error.problems.map { (OutingQuestion.field(of: $0.parameter), $0.reason) }
            return Responses.html(HomePage.render(content, signedIn: signedIn), status: 400)
        }
        return Responses.html(HomePage.render(content, signedIn: signedIn))
    }

    private func content(
        _ question: OutingQuestion, household: Household, asked: Bool,
        problems: [(field: String, reason: String)]
    ) -> HomePage.Content {
        var everyone = question
        everyone.children = household.children.map(\.name)
        let labels = zip(
            household.children, OutingQuestionText.children(everyone, household: household, today: today())
        ).map { ($0.name, $1) }
        return HomePage.Content(
            question: question, household: household, childLabels: labels,
            line: OutingQuestionText.line(question, household: household, today: today()), asked: asked,
            problems: problems)
    }
}
