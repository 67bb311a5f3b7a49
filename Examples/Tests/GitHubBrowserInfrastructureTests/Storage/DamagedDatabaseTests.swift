import Foundation
import GitHubBrowserDomain
@testable import GitHubBrowserInfrastructure
import GRDB
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A favourites database that is damaged — bytes overwritten after its header, a SQLite header
/// followed by garbage, a truncated file, damage inside the favourites' own pages — is found when
/// it is opened (at start), refused with a message that says what to do, and left byte for byte
/// as it was, its mode included: nothing writes to it, nothing is made private, nothing is left
/// next to it, so no favourite it still holds is lost.
@Suite("Damaged databases")
struct DamagedDatabaseTests {
    /// A healthy favourites database at `url` with `count` favourites (enough to fill many
    /// pages), closed, then made 0644 (as an older version or a careless `cp` might leave it).
    static func makeDatabase(at url: URL, favourites count: Int = 300) async throws {
        do {
            let store = try SQLiteFavouritesStore(at: url)
            for index in 0..<count {
                try await store.add(Repository(
                    id: RepositoryID(owner: "octo", name: "kite-\(index)"),
                    summary: String(repeating: "A favourite worth keeping, number \(index). ", count: 6),
                    stars: index
                ))
            }
        }
        #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"), "closed and checkpointed")
        #expect(chmod(url.path, 0o644) == 0)
    }

    /// Bytes that look random, the same on every run.
    static func noise(_ count: Int, seed: UInt64 = 0x5EED) -> Data {
        var state = seed
        return Data((0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state)
        })
    }

    /// Writes `bytes` at `offset` of the file at `url`, in place.
    static func overwrite(_ url: URL, at offset: UInt64, with bytes: Data) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seek(toOffset: offset)
        try handle.write(contentsOf: bytes)
    }

    /// Opens `url` as the favourites database, expects it refused as damaged, with a message
    /// that names it and says what to do, and expects its folder exactly as it was (bytes and
    /// modes of every file in it).
    static func expectRefusedAsDamaged(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let folder = url.deletingLastPathComponent()
        let before = FileFacts.snapshot(folder)
        #expect(sourceLocation: sourceLocation) {
            _ = try UserDatabase.open(at: url)
        } throws: { error in
            guard case let .storage(detail) = error as? DataSourceError else { return false }
            #expect(detail.contains(url.path) && detail.contains("is damaged") && detail.contains("left untouched"), "\(detail)", sourceLocation: sourceLocation)
            #expect(detail.contains("move it aside"), "the way out is said: \(detail)", sourceLocation: sourceLocation)
            return true
        }
        let after = FileFacts.snapshot(folder)
        #expect(after == before, "byte for byte and mode as it was: \(before) → \(after)", sourceLocation: sourceLocation)
        #expect(FileFacts.mode(url) == 0o644, "its mode is unchanged", sourceLocation: sourceLocation)
    }

    @Test("8 KiB of random bytes at offset 4096 is refused, and the file is byte-identical, mode included")
    func randomBytesAfterTheHeader() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("browser.sqlite")
        try await Self.makeDatabase(at: url)
        try Self.overwrite(url, at: 4096, with: Self.noise(8192))
        Self.expectRefusedAsDamaged(url)
    }

    @Test("a valid SQLite header followed by garbage is refused, and its mode is unchanged")
    func headerThenGarbage() async throws {
        let directory = try TemporaryDirectory()
        let healthy = directory.file("healthy.sqlite")
        try await Self.makeDatabase(at: healthy, favourites: 3)
        let url = directory.file("browser.sqlite")
        try (try Data(contentsOf: healthy).prefix(100) + Self.noise(8192, seed: 42)).write(to: url)
        try FileManager.default.removeItem(at: healthy)
        #expect(chmod(url.path, 0o644) == 0)
        Self.expectRefusedAsDamaged(url)
    }

    @Test("a truncated database is refused, and its mode is unchanged")
    func truncated() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("browser.sqlite")
        try await Self.makeDatabase(at: url)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        #expect(size > 8 * 4096, "many pages: \(size) bytes")
        #expect(truncate(url.path, off_t(size / 2)) == 0)
        Self.expectRefusedAsDamaged(url)
    }

    @Test("damage inside the favourites' pages is found at start, before anything writes")
    func damageInTheFavouritesPages() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("browser.sqlite")
        try await Self.makeDatabase(at: url)
        let (rootPage, pageSize) = try await DatabaseQueue(path: url.path).read { db in
            (try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'favourite'") ?? 0,
             try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0)
        }
        #expect(rootPage > 1 && pageSize > 0)
        #expect(chmod(url.path, 0o644) == 0)
        // The table's root page, past its 12-byte header: the cells that lead to every favourite.
        try Self.overwrite(url, at: UInt64((rootPage - 1) * pageSize + 12), with: Self.noise(pageSize - 12, seed: 7))
        Self.expectRefusedAsDamaged(url)
    }

    @Test("a healthy database still opens and keeps its favourites after the check at start")
    func healthyDatabaseOpens() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("browser.sqlite")
        try await Self.makeDatabase(at: url, favourites: 40)
        let store = try SQLiteFavouritesStore(at: url)
        #expect(try await store.all().count == 40)
    }
}
