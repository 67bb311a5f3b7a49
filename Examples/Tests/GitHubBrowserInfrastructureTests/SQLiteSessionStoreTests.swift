import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import Testing

@Suite("SQLiteSessionStore")
struct SQLiteSessionStoreTests {
    @Test("keeps one session across reopening; signing out forgets it but not the favourites")
    func session() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("browser.sqlite")
        let session = Session(token: try AccessToken("ghp_1"), account: Account(login: "mona", name: "Mona", publicRepositoryCount: 1))
        do {
            let database = try UserDatabase.open(at: url)
            let sessions = SQLiteSessionStore(database: database)
            #expect(try await sessions.current() == nil)
            try await sessions.signIn(session)
            try await SQLiteFavouritesStore(database: database).add(Repository(id: RepositoryID(owner: "o", name: "n")))
        }
        let database = try UserDatabase.open(at: url)
        let sessions = SQLiteSessionStore(database: database)
        #expect(try await sessions.current() == session)
        let replacement = Session(token: try AccessToken("ghp_2"), account: Account(login: "lisa"))
        try await sessions.signIn(replacement)
        #expect(try await sessions.current() == replacement)
        try await sessions.signOut()
        #expect(try await sessions.current() == nil)
        #expect(try await SQLiteFavouritesStore(database: database).all().map(\.fullName) == ["o/n"])
    }

    @Test("the database holding a token is readable by its owner only")
    func permissions() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("browser.sqlite")
        _ = try UserDatabase.open(at: url)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }
}
