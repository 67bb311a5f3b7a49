#if StrataTools
import Foundation
import StrataLint
import StrataScaffolding
import Testing

@Suite("ScreenGenerator")
struct ScreenGeneratorTests {
    private let generator = ScreenGenerator()

    static let requests: [ScreenRequest] = ScaffoldPattern.allCases.flatMap { pattern in
        Driver.allCases.flatMap { driver in
            [true, false].map {
                ScreenRequest(name: "ArticleList", pattern: pattern, driver: driver, module: "Feed", withList: $0)
            }
        }
    }

    @Test("every pattern, driver and list choice: driver-free files, driver files and one test file, all placeholders filled", arguments: requests)
    func shape(request: ScreenRequest) throws {
        let files = try generator.files(for: request)
        let paths = files.map(\.path)
        #expect(paths.contains("Sources/TerminalUI/ArticleList/ArticleListViewController.swift") == (request.driver == .terminal))
        #expect(paths.contains("Sources/UIKitUI/ArticleList/ArticleListViewController.swift") == (request.driver == .uikit))
        #expect(paths.contains { $0.hasSuffix("ArticleListRootView.swift") })
        #expect(paths.contains { $0.hasSuffix("ArticleListDataSource.swift") } == request.withList)
        #expect(paths.contains("Sources/Feed/ArticleList/ArticleListErrorAction.swift"))
        #expect(paths.contains("Sources/Feed/ArticleList/ArticleListRouter.swift") == (request.pattern != .screenObject))
        #expect(paths.filter { $0.hasPrefix("Tests/FeedTests/") }.count == 1)
        let headlessTest = request.pattern == .screenObject ? "ArticleListViewControllerTests.swift" : "ArticleListScreenTests.swift"
        #expect(paths.contains("Tests/TerminalUITests/\(headlessTest)") == (request.driver == .terminal))
        #expect(Set(paths).count == paths.count)
        for file in files {
            #expect(!file.contents.contains("{{"), "\(file.path)")
            #expect(!file.path.contains("{{"), "\(file.path)")
        }
    }

    @Test("the driver-free files import no driver and no UI framework; the driver files import the module", arguments: requests)
    func layering(request: ScreenRequest) throws {
        for file in try generator.files(for: request) {
            if file.path.hasPrefix("Tests/TerminalUITests/") {
                #expect(file.contents.contains("import TerminalUI\n"), "\(file.path)")
            } else if file.path.hasPrefix("Sources/Feed/") || file.path.hasPrefix("Tests/FeedTests/") {
                for module in ["StrataTerminal", "StrataUIKit", "UIKit"] {
                    #expect(!file.contents.contains("import \(module)\n"), "\(file.path) imports \(module)")
                }
            } else {
                // The root views, cells and data sources only show; the driver struct knows no screen.
                let importsNothingOfFeed = ["DataSource.swift", "RootView.swift", "Cell.swift", "Driver.swift"].contains(where: file.path.hasSuffix)
                #expect(file.contents.contains("import Feed\n") || importsNothingOfFeed, "\(file.path)")
            }
        }
    }

    @Test("every generated file parses and passes strata lint (uikit included, which is not compiled here)", arguments: requests)
    func lintClean(request: ScreenRequest) throws {
        let linter = Linter(configuration: LintConfiguration(baseDirectory: "/"))
        for file in try generator.files(for: request) {
            let findings = linter.lint(source: file.contents, path: "/package/" + file.path)
            #expect(findings.isEmpty, "\(file.path): \(findings.map(\.message))")
        }
    }

    @Test("the list conditionals: a list view and data source with --list, a label and an Open button without")
    func listConditionals() throws {
        let withList = try generator.files(for: ScreenRequest(name: "Feed", pattern: .mvp, driver: .terminal, withList: true))
        let without = try generator.files(for: ScreenRequest(name: "Feed", pattern: .mvp, driver: .terminal, withList: false))
        let rootWith = try #require(withList.first { $0.path.hasSuffix("FeedRootView.swift") })
        let rootWithout = try #require(without.first { $0.path.hasSuffix("FeedRootView.swift") })
        #expect(rootWith.contents.contains("let listView = ListView"))
        #expect(!rootWith.contents.contains("openButton"))
        #expect(rootWithout.contents.contains("let openButton = Button"))
        #expect(!rootWithout.contents.contains("listView"))
    }

    @Test("names: an upper-camel-case identifier; the module: an identifier")
    func names() {
        #expect(throws: ScaffoldingError.invalidName("articleList")) {
            try generator.files(for: ScreenRequest(name: "articleList", pattern: .mvpPassiveView, driver: .terminal))
        }
        #expect(throws: ScaffoldingError.invalidName("Article List")) {
            try generator.files(for: ScreenRequest(name: "Article List", pattern: .mvpPassiveView, driver: .terminal))
        }
        #expect(throws: ScaffoldingError.invalidModule("My-Module")) {
            try generator.files(for: ScreenRequest(name: "Article", pattern: .mvpPassiveView, driver: .terminal, module: "My-Module"))
        }
    }

    @Test("writing never replaces a file without force, and then writes nothing at all")
    func noOverwrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-scaffolding-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let request = ScreenRequest(name: "Feed", pattern: .redux, driver: .terminal)
        let written = try generator.write(request, to: folder, force: false)
        #expect(written.count == (try generator.files(for: request)).count)
        let reducer = folder.appendingPathComponent("Sources/Presentation/Feed/FeedReducer.swift")
        try Data("// edited\n".utf8).write(to: reducer)
        let state = folder.appendingPathComponent("Sources/Presentation/Feed/FeedState.swift")
        try FileManager.default.removeItem(at: state)

        #expect(throws: ScaffoldingError.filesExist(written.filter { !$0.hasSuffix("FeedState.swift") })) {
            try generator.write(request, to: folder, force: false)
        }
        #expect(try String(contentsOf: reducer, encoding: .utf8) == "// edited\n")
        #expect(!FileManager.default.fileExists(atPath: state.path))

        try generator.write(request, to: folder, force: true)
        #expect(try String(contentsOf: reducer, encoding: .utf8).contains("enum FeedReducer"))
    }

    @Test("the catalog lists every pattern with its summary and the files of a screen")
    func catalog() throws {
        let text = try generator.catalog()
        for pattern in ScaffoldPattern.allCases {
            #expect(text.contains(pattern.rawValue))
            #expect(text.contains(pattern.summary))
        }
        #expect(text.contains("Sources/TerminalUI/Example/ExampleScene.swift"))
    }

    @Test("reserved names, modules the code imports, driver targets and long names are refused, with a reason")
    func reservedNames() {
        for (name, module, error) in [
            ("Self", "Feed", ScaffoldingError.reservedName("Self")),
            ("Article", "class", .reservedModule("class")),
            ("Article", "init", .reservedModule("init")),
            ("Article", "_", .reservedModule("_")),
            ("Article", "Foundation", .reservedModule("Foundation")),
            ("Article", "UIKitUI", .reservedModule("UIKitUI")),
            ("A" + String(repeating: "b", count: 64), "Feed", .nameTooLong("A" + String(repeating: "b", count: 64), limit: 64)),
        ] {
            #expect(throws: error) {
                try generator.files(for: ScreenRequest(name: name, pattern: .mvp, driver: .terminal, module: module))
            }
        }
        #expect(throws: Never.self) {
            try generator.files(for: ScreenRequest(name: "A" + String(repeating: "b", count: 63), pattern: .mvp, driver: .terminal, module: "Classes"))
        }
    }

    @Test("no template imports UIKitSimulation, which is no product: on Linux StrataUIKit brings the UIKit names it is built against", arguments: requests.filter { $0.driver == .uikit })
    func noUIKitSimulation(request: ScreenRequest) throws {
        for file in try generator.files(for: request) {
            #expect(!file.contents.contains("UIKitSimulation"), "\(file.path)")
            if file.contents.contains("import UIKit\n") { #expect(file.contents.contains("import StrataUIKit\n"), "\(file.path)") }
        }
    }

    @Test("the printed targets declare every target the files go in, with every module and product they import", arguments: requests)
    func manifestTargets(request: ScreenRequest) throws {
        let targets = try generator.manifestTargets(for: request, strataPackage: "strata")
        let files = try generator.files(for: request)
        for file in files {
            let target = String(file.path.split(separator: "/")[1])
            let targetLine = try #require(targets.first { $0.contains("(name: \"\(target)\",") }, "\(file.path)")
            #expect(targetLine.hasPrefix(file.path.hasPrefix("Tests/") ? ".testTarget(" : ".target("))
            for line in file.contents.split(separator: "\n") {
                var words = line.split(separator: " ")
                if words.first == "@testable" { words.removeFirst() }
                guard words.count == 2, words[0] == "import" else { continue }
                let imported = String(words[1])
                guard !["Foundation", "Observation", "Testing", "UIKit", target].contains(imported) else { continue }
                #expect(targetLine.contains("\"\(imported)\""), "\(file.path) imports \(imported); \(targetLine)")
            }
        }
        #expect(targets.count == Set(files.map { $0.path.split(separator: "/")[1] }).count)
    }

    @Test("writing follows no symbolic link below the package folder, and refuses one even with force")
    func links() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-scaffolding-\(UUID().uuidString)")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("strata-scaffolding-outside-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: outside)
        }
        let request = ScreenRequest(name: "Feed", pattern: .redux, driver: .terminal)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Presentation/Feed"), withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("Sources/Presentation/Feed/FeedReducer.swift")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
        for force in [false, true] {
            #expect(throws: ScaffoldingError.notAPlainFile(path: link.path)) {
                try generator.write(request, to: folder, force: force)
            }
            #expect(!FileManager.default.fileExists(atPath: outside.path))
        }
    }
}
#endif
