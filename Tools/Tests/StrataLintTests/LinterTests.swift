#if StrataTools
import Foundation
import StrataLint
import Testing

@Suite("Linter over files and folders")
struct LinterTests {
    private static let violation = "final class AViewController: UIViewController {\n    var presenter: APresenter!\n}\n"

    @Test("folders are searched for .swift files, leaving out hidden folders and excluded paths; paths stay as given")
    func enumeration() throws {
        let folder = try TemporaryFolder()
        for path in ["Sources/A.swift", "Sources/Nested/B.swift", ".build/C.swift", "Generated/D.swift", "Sources/E.txt", "Sources/Gen/F.swift"] {
            try folder.write(path, Self.violation)
        }
        var configuration = LintConfiguration(baseDirectory: folder.path)
        configuration.excludedPaths = ["Generated", "Sources/G*"]
        let linter = Linter(configuration: configuration)
        #expect(try linter.swiftFiles(in: [folder.path]) == [folder.path + "/Sources/A.swift", folder.path + "/Sources/Nested/B.swift"])
        #expect(try linter.swiftFiles(in: [folder.path + "/Sources/E.txt"]) == [folder.path + "/Sources/E.txt"])
    }

    @Test("the folder walk lists what Foundation's directory enumerator lists: no symbolic link inside is followed, hidden names are skipped")
    func enumerationMatchesFoundation() throws {
        let folder = try TemporaryFolder()
        for path in ["A.swift", "Sub/B.swift", "Sub/Deeper/C.swift", ".hidden/D.swift", "Sub/.E.swift", "Folder.swift/F.swift", "G.swift.txt", "Ünïcode dir/H I.swift"] {
            try folder.write(path, "struct S {}\n")
        }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Linked", withDestinationPath: folder.path + "/Sub")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Linked.swift", withDestinationPath: folder.path + "/A.swift")
        let linter = Linter(configuration: LintConfiguration(baseDirectory: folder.path))
        let listed = try linter.swiftFiles(in: [folder.path])
        #expect(listed == Self.foundationListing(of: folder.path))
        #expect(listed.map { String($0.dropFirst(folder.path.count + 1)) } == ["A.swift", "Folder.swift/F.swift", "Sub/B.swift", "Sub/Deeper/C.swift", "Ünïcode dir/H I.swift"])
        #expect(try linter.swiftFiles(in: [folder.path + "/Sub/"]) == [folder.path + "/Sub/B.swift", folder.path + "/Sub/Deeper/C.swift"])
        // A symbolic link given as the folder is followed, as one given as a file is: it was
        // skipped without a word.
        #expect(try linter.swiftFiles(in: [folder.path + "/Linked"]) == [folder.path + "/Linked/B.swift", folder.path + "/Linked/Deeper/C.swift"])
    }

    /// What `swiftFiles(in:)` listed for a folder when it used Foundation's directory enumerator.
    private static func foundationListing(of folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        let rootPath = root.standardizedFileURL.path
        var files: [String] = []
        for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])! {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            guard values?.isRegularFile == true, values?.isSymbolicLink != true, url.pathExtension == "swift" else { continue }
            files.append(folder + "/" + url.standardizedFileURL.path.dropFirst(rootPath.count + 1))
        }
        return files.sorted()
    }

    @Test("a file's layer is read from its standardized path, whatever path it was given by")
    func layerOfUnstandardizedPath() throws {
        let folder = try TemporaryFolder()
        try folder.write("Domain/Model.swift", "import AppPresentation\nstruct Model {}\n")
        try folder.write("Presentation/View.swift", "import AppDomain\nstruct View {}\n")
        // In no layer: it may import any module (a file in Presentation could not import this one).
        try folder.write("Root.swift", "import AppInfrastructure\nstruct Root {}\n")
        let linter = Linter(configuration: LintConfiguration(baseDirectory: folder.path))
        let direct = try linter.lint(paths: [folder.path + "/Domain", folder.path + "/Root.swift"])
        let roundabout = try linter.lint(paths: [
            folder.path + "/Presentation/../Domain/", folder.path + "/./Presentation/View.swift", folder.path + "/Presentation/../Root.swift",
        ])
        #expect(direct.findings.map(\.rule) == [.layerDependency])
        #expect(roundabout.findings.map(\.rule) == [.layerDependency])
        #expect(roundabout.findings.map(\.line) == direct.findings.map(\.line))
    }

    @Test("a path that does not exist is an input error")
    func missingPath() {
        #expect(throws: LintInputError.noSuchPath("/no/such/strata/path")) {
            try Linter(configuration: LintConfiguration()).lint(paths: ["/no/such/strata/path"])
        }
    }

    @Test("many files linted on every core give the same report as on one, in file order")
    func parallelMatchesSerial() throws {
        let folder = try TemporaryFolder()
        for index in 0..<200 {
            let source = index % 3 == 0 ? Self.violation : "struct S\(index) {}\n"
            try folder.write(String(format: "F%03d.swift", index), source)
        }
        let linter = Linter(configuration: LintConfiguration(baseDirectory: folder.path))
        let serial = try linter.lint(paths: [folder.path], workers: 1)
        let parallel = try linter.lint(paths: [folder.path], workers: 4)
        #expect(parallel == serial)
        #expect(serial.findings.count == 67)
        #expect(serial.findings.map(\.path) == serial.findings.map(\.path).sorted())
    }

    @Test("a configuration file's relative paths are resolved against its folder")
    func configurationFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write(".strata-lint.yml", "excluded: [Legacy]\n")
        try folder.write("Legacy/Old.swift", Self.violation)
        try folder.write("New.swift", "struct New {}\n")
        let configuration = try LintConfiguration.load(from: folder.path + "/.strata-lint.yml")
        #expect(try Linter(configuration: configuration).swiftFiles(in: [folder.path]) == [folder.path + "/New.swift"])
    }
}

@Suite("Finding positions")
struct FindingPositionTests {
    @Test("columns count characters, not UTF-8 bytes, after non-ASCII text on the line")
    func nonASCIIColumns() {
        let ascii = lint("final class S { /* u */ var presenter: P! }\n")
        let accented = lint("final class S { /* ü */ var presenter: P! }\n")
        let wide = lint("final class S { /* 名前 */ var presenter: P! }\n")
        #expect(ascii.map(\.column) == [29])
        #expect(accented.map(\.column) == [29])
        #expect(wide.map(\.column) == [30])
    }
}
#endif
