import DocumentQuery
import FakeSpaceXAPI
import Foundation
import LaunchesCore
import RepositoryDefinitions
import RepositoryImplementations
import SpaceXAPI

/// 1b. What the list's `select` saves: every page of `spacex launches` (its default 10 per page, newest first),
/// with the list's `select` and with the same query without it, as the fake API answers them.
struct SelectSavingsSuite {
    /// The page size of `spacex launches` without `--limit`.
    static let pageSize = 10

    let fixtures: BenchFixtures
    /// The cold list page exactly as `spacex launches` asked for it in suite 1.
    let listPage: TrafficSuite.ListPage

    /// Measures every page and checks the 25% budget on page 1 and on the whole list.
    func run() throws -> SuiteReport {
        var report = SuiteReport(
            title: "1b. List page bytes with `select` vs full documents",
            method:
                "Each page of `spacex launches` (\(Self.pageSize) per page, newest first) as the fake API answers "
                + "it: with the list's `select` (rocket and launchpad populated), without `select` (full "
                + "documents, same populate), and the stored documents (no `select`, no `populate`).")
        let endpoint = LaunchesEndpoint()
        let filter = LaunchFilter(timeZone: LaunchFilter.utc)
        let firstQuery = endpoint.listQuery(filter: filter, page: 1, limit: Self.pageSize)
        if QueryBodyEncoder.body(for: firstQuery) != listPage.body {
            report.notes.append(
                "`spacex launches` sent a different body than the endpoint's page 1 query: "
                    + String(decoding: listPage.body, as: UTF8.self))
        }
        var table = TextTable(headers: [
            "page", "with select", "without select", "share", "stored docs", "share of stored",
        ])
        var totals = (selected: 0, full: 0, stored: 0)
        var firstPageShare = 0.0
        var firstPageBody = Data()
        var page = 1
        while true {
            let query = endpoint.listQuery(filter: filter, page: page, limit: Self.pageSize)
            var full = query
            full.select = []
            var stored = full
            stored.populate = []
            let selectedBody = try fixtures.answer(query)
            let selected = selectedBody.count
            let fullBytes = try fixtures.answer(full).count
            let storedBytes = try fixtures.answer(stored).count
            totals.selected += selected
            totals.full += fullBytes
            totals.stored += storedBytes
            let share = Double(selected) / Double(fullBytes)
            if page == 1 {
                firstPageShare = share
                firstPageBody = selectedBody
            }
            table.rows.append([
                "\(page)", Format.bytes(selected), Format.bytes(fullBytes), Format.percent(share),
                Format.bytes(storedBytes), Format.percent(Double(selected) / Double(storedBytes)),
            ])
            let decoded = try ResponseBodyDecoder.decodePage(of: SpaceXDocument<Launch>.self, from: selectedBody)
            guard decoded.hasNextPage else { break }
            page += 1
        }
        let wholeShare = Double(totals.selected) / Double(totals.full)
        table.rows.append([
            "all \(page)", Format.bytes(totals.selected), Format.bytes(totals.full), Format.percent(wholeShare),
            Format.bytes(totals.stored), Format.percent(Double(totals.selected) / Double(totals.stored)),
        ])
        report.tables.append(table)
        report.tables.append(try fieldBreakdown(of: firstPageBody))
        if listPage.bytes != firstPageBody.count {
            report.notes.append(
                "page 1 as `spacex launches` got it was \(Format.bytes(listPage.bytes)), the same query here "
                    + Format.bytes(firstPageBody.count) + ".")
        }
        report.budgets = [
            Budget(
                name: "list page 1 bytes / same page without select", measured: firstPageShare, limit: 0.25,
                format: Format.percent),
            Budget(
                name: "whole list (\(page) pages) bytes / without select", measured: wholeShare, limit: 0.25,
                format: Format.percent),
        ]
        return report
    }

    /// Where page 1's bytes go: each list field's share of the documents as the fake serialised them.
    private func fieldBreakdown(of body: Data) throws -> TextTable {
        guard let documents = try OrderedJSON.parse(body)["docs"]?.arrayValue else {
            throw BenchError("page 1 has no docs array")
        }
        var bytesByField: [String: Int] = [:]
        var order: [String] = []
        for document in documents {
            for (key, value) in document.objectValue ?? [:] {
                if bytesByField[key] == nil { order.append(key) }
                // "key":value plus the comma or brace that follows.
                bytesByField[key, default: 0] += key.utf8.count + 3 + value.serialized().count + 1
            }
        }
        let total = body.count
        var table = TextTable(headers: ["page 1 field (\(documents.count) docs)", "bytes", "share of page 1"])
        for key in order.sorted(by: { bytesByField[$0]! > bytesByField[$1]! }) {
            table.rows.append([
                key, Format.bytes(bytesByField[key]!), Format.percent(Double(bytesByField[key]!) / Double(total)),
            ])
        }
        let fields = bytesByField.values.reduce(0, +)
        table.rows.append([
            "envelope, braces", Format.bytes(total - fields), Format.percent(Double(total - fields) / Double(total)),
        ])
        return table
    }
}
