extension RawHTTPClient {
    /// A GET as a browser sends it for a top-level navigation: a link followed on a page of
    /// `site` (`same-origin`, `same-site`, `cross-site`) or, with `none`, an address typed by the user.
    func navigate(_ path: String, site: String = "same-origin") throws -> Response {
        try get(
            path,
            headers: ["Sec-Fetch-Site": site, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"])
    }
}
