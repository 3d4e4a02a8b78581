import Foundation
import RepositoryDefinitions
import Testing

@testable import RepositoryImplementations

/// The saved wait outlives the run (read back by a new store on the same folder), and a corrupt, absurd or expired
/// one is ignored.
struct SavedWaitsTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "saved-waits-\(UUID().uuidString)", isDirectory: true)
    private let url = URL(string: "https://ll.thespacedevs.com/2.3.0/launches/?limit=5")!
    private let start = Date(timeIntervalSince1970: 1_779_527_466)

    /// A store on a new disk cache in the test's folder, as a new run would make, with the clock at `date`.
    private func waits(at date: Date) -> SavedWaits {
        SavedWaits(cache: DiskCacheStore(directory: folder), now: { date })
    }

    @Test func aWaitIsReadBackByALaterRunForTheSameHostOnly() async {
        defer { try? FileManager.default.removeItem(at: folder) }
        await waits(at: start).save(1800, for: url)

        let later = waits(at: start.addingTimeInterval(600))
        #expect(await later.until(for: url) == start.addingTimeInterval(1800))
        #expect(
            await later.until(for: URL(string: "https://ll.thespacedevs.com/2.3.0/launcher_configurations/")!) != nil)
        #expect(await later.until(for: URL(string: "https://api.spacexdata.com/v5/launches")!) == nil)
        #expect(await later.until(for: URL(string: "https://ll.thespacedevs.com:8443/2.3.0/launches/")!) == nil)
    }

    @Test func anExpiredWaitIsIgnored() async {
        defer { try? FileManager.default.removeItem(at: folder) }
        await waits(at: start).save(1800, for: url)

        #expect(await waits(at: start.addingTimeInterval(1800)).until(for: url) == nil)
        #expect(await waits(at: start.addingTimeInterval(7200)).until(for: url) == nil)
    }

    @Test func aCorruptFileIsIgnored() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        await waits(at: start).save(1800, for: url)
        let store = DiskCacheStore(directory: folder)
        let file = store.fileURL(for: SavedWaits.key("ll.thespacedevs.com"))
        #expect(FileManager.default.fileExists(atPath: file.path))
        try Data("not a cache entry".utf8).write(to: file)

        #expect(await waits(at: start.addingTimeInterval(60)).until(for: url) == nil)
    }

    @Test(arguments: [
        "{\"host\":\"ll.thespacedevs.com\",\"wait\":-600}", "{\"host\":\"ll.thespacedevs.com\",\"wait\":90000}",
        "{\"host\":\"other.example\",\"wait\":600}", "{\"wait\":600}", "[1800]", "1e400",
    ])
    func anAbsurdOrForeignValueIsIgnored(body: String) async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = DiskCacheStore(directory: folder)
        try await store.store(
            CacheEntry(body: Data(body.utf8), storedAt: start, maxAge: 600), for: SavedWaits.key("ll.thespacedevs.com"))

        #expect(await waits(at: start.addingTimeInterval(60)).until(for: url) == nil)
    }

    @Test func aWaitDatedInTheFutureOrNotPositiveIsNotBelieved() async {
        defer { try? FileManager.default.removeItem(at: folder) }
        await waits(at: start.addingTimeInterval(3 * 86_400)).save(600, for: url)
        #expect(await waits(at: start).until(for: url) == nil, "a clock turned back does not stretch the wait")

        await waits(at: start).save(0, for: url)
        await waits(at: start).save(-5, for: url)
        #expect(await waits(at: start).until(for: url) == nil)
    }

    @Test func aWaitLongerThanADayIsSavedAsADay() async {
        defer { try? FileManager.default.removeItem(at: folder) }
        await waits(at: start).save(10 * 86_400, for: url)

        #expect(await waits(at: start).until(for: url) == start.addingTimeInterval(SavedWaits.longest))
    }
}
