import Foundation
import HTTPServer
import Platform
import Presentation
import UseCases

/// The HTTP handler: guard, find the route (`Route.table`), borrow the request's store, check
/// who asks against the route's need (`SignInGate`), run its handler with the member and the
/// store (`RouteCall`), add the security headers, log. Any error a handler throws becomes a page
/// or a `{"error": ...}` body through `WebErrorMapping`, never a trace.
/// Built once by `WebComposition`; it serves every worker thread.
struct WebApp: HTTPHandler {
    let composition: WebComposition
    /// One store a worker thread at most: a request holds its one for its whole length.
    let stores: ConnectionPool<Stores>
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
        let answerLater: Route.Later = { result in
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

    private func answer(_ request: HTTPRequest, later: @escaping Route.Later) -> HTTPResponse? {
        let api = isAPI(request.path)
        do {
            try requestGuard.checkOrigin(request)
            var segments = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
                .map(String.init)
            if segments.last == "" { segments.removeLast() }
            guard let path = Route.path(api: api, api ? Array(segments.dropFirst()) : segments),
                !segments.contains(where: \.isEmpty)
            else {
                throw WebFailure.notFound(api ? "no such API route" : "there is no page at this address")
            }
            guard let route = path.routes.first(where: { $0.answers(request.method) }) else {
                return Responses.methodNotAllowed(Route.allowed(path.routes), api: api)
            }
            // Given back when the handler returns: one that answers later holds no store meanwhile.
            return try stores.with { stores in
                switch try composition.gate(over: stores).check(request, need: route.need, api: api) {
                case .answer(let response): return response
                case .serve(let context):
                    try requestGuard.checkWrite(request, api: api, for: context)
                    return try route.handle(
                        RouteCall(
                            request: request, ids: path.ids, signedIn: context, stores: stores, later: later,
                            composition: composition))
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
