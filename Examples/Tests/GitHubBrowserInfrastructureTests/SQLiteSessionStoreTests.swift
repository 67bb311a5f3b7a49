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

    @Test("after signing out, the token's bytes are in none of the database's files")
    func signOutLeavesNoTrace() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("browser.sqlite")
        let secret = "ghp_TraceableSecretToken0123456789"
        let database = try UserDatabase.open(at: url)
        let sessions = SQLiteSessionStore(database: database)
        try await SQLiteFavouritesStore(database: database).add(Repository(id: RepositoryID(owner: "o", name: "n")))
        try await sessions.signIn(Session(token: try AccessToken(secret), account: Account(login: "mona")))
        let files = { (try? FileManager.default.contentsOfDirectory(atPath: directory.url.path)) ?? [] }
        let holding = { files().filter { name in
            (try? Data(contentsOf: directory.file(name)))?.range(of: Data(secret.utf8)) != nil
        } }
        #expect(!holding().isEmpty, "the token is on disk while signed in")
        try await sessions.signOut()
        #expect(holding().isEmpty, "no file holds the token after signing out: \(files())")
        #expect(try await SQLiteFavouritesStore(database: database).all().count == 1)
    }
}
