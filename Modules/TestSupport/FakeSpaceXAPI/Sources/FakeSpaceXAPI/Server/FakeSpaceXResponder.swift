import LoopbackHTTPServer

/// Turns one request into a plan: control routes, then faults, then the API routes, then recording.
///
/// Kept apart from `FakeSpaceXServer` so the socket server's handler does not hold the server itself.
struct FakeSpaceXResponder: Sendable {
    let router: FakeSpaceXRouter
    let control: ControlEndpoint?
    let faults: FaultSchedule
    let recorder: RequestRecorder

    func respond(to request: HTTPRequest) -> HTTPResponsePlan {
        if let control, request.path.hasPrefix(ControlEndpoint.pathPrefix) {
            return .respond(control.respond(to: request))
        }
        let fault = faults.take(forPath: request.path)
        let plan: HTTPResponsePlan
        if let replacement = fault?.replacementPlan {
            plan = replacement
        } else {
            let response = router.route(request, fault: fault)
            plan = fault?.plan(for: response) ?? .respond(response)
        }
        recorder.record(request, plan: plan, fault: fault)
        return plan
    }
}
