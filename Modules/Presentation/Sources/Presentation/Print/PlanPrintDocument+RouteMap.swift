extension PlanPrintDocument {
    /// The route map as the printed page draws it (inline SVG, black on white, no script), for the
    /// plan's web page too: one drawing of the route.
    public static func routeMap(_ route: PlanRouteMapViewModel) -> String { map(route) }
}
