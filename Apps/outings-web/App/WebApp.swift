import Foundation
import HTTPServer
import Presentation

/// The HTTP handler: guard, route, check who asks against the route's need (`SignInGate`,
/// `RouteAccess`), answer with the member bound (`RequestContext`), add the security headers, log.
/// Any error a handler throws becomes a page or a `{"error": ...}` body through `WebErrorMapping`,
/// never a trace.
/// Built once by `WebComposition`; its controllers hold their use cases and serve every thread.
struct WebApp: HTTPHandler {
    let pages: PageController
    let attractions: AttractionController
    let jsonAPI: APIController
    let signIn: SignInController
    let join: JoinController
    let members: MembersController
    let account: AccountController
    let gate: SignInGate
    let requestGuard: RequestGuard

    func respond(to request: HTTPRequest, later: DeferredResponse) -> HTTPResponse? {
        let started = DispatchTime.now()
        let api = isAPI(request.path)
        let finish: @Sendable (HTTPResponse) -> HTTPResponse = { answer in
            var response = answer
            SecurityHeaders.apply(to: &response, secure: request.isSecure)
            AccessLog.write(request, response, started: started)
            return response
        }
        // Logged once: only the first answer sent is the answer.
        let answerLater: RouteTable.Later = { result in
            later.send {
                switch result {
                case .success(let response): finish(response)
                case .failure(let error): finish(failure(error, api: api))
                }
            }
        }
        return answer(request, later: answerLater).map(finish)
    }

    func bodyTooLarge(_ request: HTTPRequest) -> HTTPResponse {
        var response = failure(WebFailure(413, "the body is larger than 1 MB"), api: isAPI(request.path))
        SecurityHeaders.apply(to: &response, secure: request.isSecure)
        AccessLog.write(request, response, started: DispatchTime.now())
        return response
    }

    private func isAPI(_ path: String) -> Bool { path == "/api" || path.hasPrefix("/api/") }

    private func answer(_ request: HTTPRequest, later: @escaping RouteTable.Later) -> HTTPResponse? {
        let api = isAPI(request.path)
        do {
            try requestGuard.checkOrigin(request)
            var segments = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
                .map(String.init)
            if segments.last == "" { segments.removeLast() }
            let table: RouteTable?
            if api {
                table = jsonAPI.routes(Array(segments.dropFirst()), request: request)
            } else {
                table =
                    signIn.routes(segments, request: request)
                    ?? join.routes(segments, request: request)
                    ?? members.routes(segments, request: request)
                    ?? account.routes(segments, request: request)
                    ?? pages.routes(segments, request: request, later: later)
                    ?? attractions.routes(segments, request: request)
            }
            guard let table, !segments.contains(where: \.isEmpty) else {
                throw WebFailure.notFound(api ? "no such API route" : "there is no page at this address")
            }
            guard let handler = table.handler(for: request.method) else {
                return Responses.methodNotAllowed(table.allowed, api: api)
            }
            let routeSegments = api ? Array(segments.dropFirst()) : segments
            let need = RouteAccess.need(api: api, method: request.method, segments: routeSegments)
            switch try gate.check(request, need: need, api: api) {
            case .answer(let response): return response
            case .serve(let context):
                return try RequestContext.$current.withValue(context) {
                    try requestGuard.checkWrite(request, api: api)
                    return try handler()
                }
            }
        } catch {
            return failure(error, api: api)
        }
    }

    private func failure(_ error: any Error, api: Bool) -> HTTPResponse {
        let mapped = WebErrorMapping.map(error)
        if api { return Responses.jsonError(mapped.status, mapped.message, problems: mapped.problems) }
        let model = ErrorPresenter().viewModel(for: mapped.category, message: mapped.message)
        return Responses.html(
            AttractionPages.message(title: model.title, message: model.message), status: mapped.status)
    }
}
