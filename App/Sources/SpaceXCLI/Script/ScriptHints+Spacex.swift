import CommandLineKit
import ScriptPrinting

extension ScriptHints {
    /// What `spacex`'s printed output says about its own options, spelled from its option table: `--refresh` to
    /// retry or to get the live answer, and the next page's command line (`--limit` repeated only when it is not
    /// the default page size; none after the last page number there is).
    public static let spacex: ScriptHints = {
        let program = CommandLineProgram.spacex.name
        let refresh = OptionKey.refresh.declaration.name
        let pageOption = OptionKey.page.declaration.name
        let limitOption = OptionKey.limit.declaration.name
        return ScriptHints(
            retry: "Run again with \(refresh) to retry", liveAnswer: "\(refresh) asks the API now",
            nextPage: { page in
                let following = page.page.addingReportingOverflow(1)
                guard !following.overflow else { return nil }
                let limit = page.limit == OptionKey.defaultPageSize ? "" : " \(limitOption) \(page.limit)"
                return "\(program) \(page.command) \(pageOption) \(following.partialValue)\(limit)"
            })
    }()
}
