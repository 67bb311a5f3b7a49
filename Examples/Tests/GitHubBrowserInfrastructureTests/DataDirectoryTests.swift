import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import Testing

@Suite("DataDirectory", .serialized)
struct DataDirectoryTests {
    @Test("the default location follows XDG_DATA_HOME, then ~/.local/share")
    func defaultLocation() {
        let xdg = DataDirectory.default(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
        #expect(xdg.url.path == "/data/strata-github-browser")
        let home = DataDirectory.default(environment: ["HOME": "/home/u"])
        #expect(home.url.path == "/home/u/.local/share/strata-github-browser")
        #expect(home.userDatabase.lastPathComponent == "browser.sqlite")
    }

    @Test("a relative XDG_DATA_HOME is ignored, as the XDG rules require")
    func relativeXDG() {
        let directory = DataDirectory.default(environment: ["XDG_DATA_HOME": "relative/path", "HOME": "/home/u"])
        #expect(directory.url.path == "/home/u/.local/share/strata-github-browser")
        #expect(directory.catalogDatabase.lastPathComponent == "catalog.sqlite")
    }

    @Test("create makes the data home and the browser's folder 0700, whatever the umask", arguments: [0o022, 0o000] as [mode_t])
    func createsPrivateFolders(mask: mode_t) throws {
        let directory = try TemporaryDirectory()
        let xdg = directory.file("new/data")
        let data = DataDirectory.default(environment: ["XDG_DATA_HOME": xdg.path])
        try Umask.with(mask) { try data.create() }
        #expect(FileFacts.mode(directory.file("new")) == 0o700)
        #expect(FileFacts.mode(xdg) == 0o700)
        #expect(FileFacts.mode(data.url) == 0o700)
    }

    @Test("create tightens the browser's folder an older version left 0755, and leaves the data home as it is")
    func tightensOurFolder() throws {
        let directory = try TemporaryDirectory()
        let data = DataDirectory.default(environment: ["XDG_DATA_HOME": directory.url.path])
        try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: false)
        #expect(chmod(data.url.path, 0o755) == 0)
        #expect(chmod(directory.url.path, 0o755) == 0)
        try data.create()
        #expect(FileFacts.mode(data.url) == 0o700)
        #expect(FileFacts.mode(directory.url) == 0o755)
    }

    @Test("XDG_DATA_HOME naming a file is reported by name, and nothing is created")
    func dataHomeIsAFile() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("plain")
        try Data("x".utf8).write(to: file)
        for (xdg, expected) in [
            (file.path, "XDG_DATA_HOME (\(file.path)) is a file, not a folder"),
            (file.path + "/below", "XDG_DATA_HOME (\(file.path)/below) cannot be used: \(file.path) is a file, not a folder"),
        ] {
            #expect {
                try DataDirectory.default(environment: ["XDG_DATA_HOME": xdg]).create()
            } throws: { error in
                guard case let .storage(detail) = error as? DataSourceError else { return false }
                #expect(detail.contains(expected), "\(detail)")
                return true
            }
        }
        #expect(FileFacts.snapshot(directory.url).keys.sorted() == ["plain"])
    }

    @Test("the browser's folder being a file is reported as such")
    func folderIsAFile() throws {
        let directory = try TemporaryDirectory()
        let data = DataDirectory.default(environment: ["XDG_DATA_HOME": directory.url.path])
        try Data("x".utf8).write(to: data.url)
        #expect {
            try data.create()
        } throws: { error in
            guard case let .storage(detail) = error as? DataSourceError else { return false }
            #expect(detail.contains("\(data.url.path) is a file, not a folder"), "\(detail)")
            return true
        }
    }
}
