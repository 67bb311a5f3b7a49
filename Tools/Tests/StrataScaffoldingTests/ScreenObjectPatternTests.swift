#if StrataTools
import Foundation
import StrataScaffolding
import Testing

/// `--pattern screen-object`: the GitHub Browser's shape, a driver-free screen object and thin
/// `ScreenViewController`s.
@Suite("ScreenGenerator, screen-object pattern")
struct ScreenObjectPatternTests {
    private let generator = ScreenGenerator()

    private func requests(_ name: String = "Profile", module: String? = nil, choice: DriverChoice = .both, withList: Bool = false) -> [ScreenRequest] {
        choice.drivers.map { ScreenRequest(name: name, pattern: .screenObject, driver: $0, module: module, withList: withList) }
    }

    @Test("both drivers: the feature's files in Features/<Name>/ once, a root view and a view controller per driver and the driver's struct, a test of the screen object and one of the terminal screen")
    func files() throws {
        let paths = try generator.files(for: requests()).map(\.path)
        #expect(paths.sorted() == [
            "Sources/Features/Profile/AlertStrategy+ProfileError.swift",
            "Sources/Features/Profile/ProfileDependencies.swift",
            "Sources/Features/Profile/ProfileDisplay.swift",
            "Sources/Features/Profile/ProfileErrorAction.swift",
            "Sources/Features/Profile/ProfileHosting.swift",
            "Sources/Features/Profile/ProfileIntent.swift",
            "Sources/Features/Profile/ProfileScreen.swift",
            "Sources/Features/Profile/ProfileScreenType.swift",
            "Sources/TerminalUI/Profile/ProfileRootView.swift",
            "Sources/TerminalUI/Profile/ProfileViewController.swift",
            "Sources/TerminalUI/TerminalDriver.swift",
            "Sources/UIKitUI/Profile/ProfileRootView.swift",
            "Sources/UIKitUI/Profile/ProfileViewController.swift",
            "Sources/UIKitUI/UIKitDriver.swift",
            "Tests/FeaturesTests/ProfileScreenTests.swift",
            "Tests/TerminalUITests/ProfileViewControllerTests.swift",
        ])
    }

    @Test("one driver: only its root view and view controller; --module moves the feature's files")
    func oneDriver() throws {
        let paths = try generator.files(for: requests(module: "Screens", choice: .uikit)).map(\.path)
        #expect(paths.contains("Sources/Screens/Profile/ProfileScreen.swift"))
        #expect(paths.contains("Sources/UIKitUI/Profile/ProfileViewController.swift"))
        #expect(!paths.contains { $0.hasPrefix("Sources/TerminalUI/") })
        #expect(paths.contains("Tests/ScreensTests/ProfileScreenTests.swift"))
    }

    @Test("the names: the screen object adopts its screen type, the view controllers subclass ScreenViewController over it, the root views adopt the display")
    func names() throws {
        let files = Dictionary(uniqueKeysWithValues: try generator.files(for: requests()).map { ($0.path, $0.contents) })
        let screen = try #require(files["Sources/Features/Profile/ProfileScreen.swift"])
        #expect(screen.contains("public final class ProfileScreen: ProfileScreenType {"))
        #expect(screen.contains("errorAlert: any AlertClientType<ProfileErrorAction>"))
        #expect(try #require(files["Sources/Features/Profile/ProfileScreenType.swift"]).contains("protocol ProfileScreenType: ScreenObject"))
        #expect(try #require(files["Sources/Features/Profile/ProfileIntent.swift"]).contains("public enum ProfileIntent"))
        for driver in ["TerminalUI", "UIKitUI"] {
            let controller = try #require(files["Sources/\(driver)/Profile/ProfileViewController.swift"])
            #expect(controller.contains("ProfileViewController: ScreenViewController<ProfileRootView, Void, any ProfileScreenType>"))
            #expect(controller.contains("override func bindControls()"))
            #expect(!controller.contains("ProfileScreen("), "a view controller never builds its screen object")
            #expect(try #require(files["Sources/\(driver)/Profile/ProfileRootView.swift"]).contains("AppView, ProfileDisplay {"))
        }
    }

    @Test("the hosting protocol: <Name>Hosting in the feature, named after the screen; each driver adopts it at the end of the view controller's file; the headless test builds through it")
    func hosting() throws {
        let files = Dictionary(uniqueKeysWithValues: try generator.files(for: requests("UserProfile")).map { ($0.path, $0.contents) })
        let hosting = try #require(files["Sources/Features/UserProfile/UserProfileHosting.swift"])
        #expect(hosting.contains("public protocol UserProfileHosting {"))
        #expect(hosting.contains("associatedtype Screen: AnyObject"))
        #expect(hosting.contains("typealias MakeUserProfileScreen = @MainActor (ScreenParts<any UserProfileDisplay, Void, Screen>) -> any UserProfileScreenType\n"))
        #expect(hosting.contains("func userProfile(screen: @escaping MakeUserProfileScreen) -> Screen\n"))
        for (folder, driver, screen) in [("TerminalUI", "TerminalDriver", "BaseViewController"), ("UIKitUI", "UIKitDriver", "UIViewController")] {
            let controller = try #require(files["Sources/\(folder)/UserProfile/UserProfileViewController.swift"])
            let conformance = try #require(controller.range(of: "extension \(driver): UserProfileHosting {"), "\(folder)")
            #expect(controller[conformance.lowerBound...].contains("public func userProfile(screen: @escaping MakeUserProfileScreen) -> \(screen) {"))
            #expect(controller[conformance.lowerBound...].contains(
                "UserProfileViewController(title: \"User Profile\", rows: { _ in }) { screen($0.converted(display: { $0 }, rows: { $0 })) }"
            ))
            #expect(!controller[conformance.upperBound...].contains("\nextension "), "the conformance ends the file")
            let driverFile = try #require(files["Sources/\(folder)/\(driver).swift"])
            #expect(driverFile.contains("public struct \(driver): Sendable {\n"))
            #expect(driverFile.contains("    public typealias Screen = \(screen)\n"))
            #expect(driverFile.contains("    public init() {}\n}"))
        }
        let test = try #require(files["Tests/TerminalUITests/UserProfileViewControllerTests.swift"])
        #expect(test.contains("let controller = TerminalDriver().userProfile { parts in"))
        #expect(!test.contains("UserProfileViewController("), "the test builds the view controller through the driver")
    }

    @Test("a screen named after a Swift keyword gets a back-quoted hosting method")
    func keywordMember() throws {
        let files = Dictionary(uniqueKeysWithValues: try generator.files(for: requests("Import")).map { ($0.path, $0.contents) })
        #expect(try #require(files["Sources/Features/Import/ImportHosting.swift"]).contains("func `import`(screen: @escaping MakeImportScreen) -> Screen"))
        #expect(try #require(files["Sources/TerminalUI/Import/ImportViewController.swift"]).contains("public func `import`(screen: @escaping MakeImportScreen)"))
        #expect(try #require(files["Tests/TerminalUITests/ImportViewControllerTests.swift"]).contains("TerminalDriver().`import` { parts in"))
    }

    @Test("the driver struct: written with the first screen, kept as it is by the next, force or not, and never reported as written again")
    func driverStruct() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-screen-object-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let driverFiles = ["Sources/TerminalUI/TerminalDriver.swift", "Sources/UIKitUI/UIKitDriver.swift"]
        let first = try generator.write(requests("Profile"), to: folder, force: false)
        for path in driverFiles {
            #expect(first.contains(path))
            #expect(try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8).contains("public struct"))
            try Data("// mine\n".utf8).write(to: folder.appendingPathComponent(path))
        }
        for (name, force) in [("Settings", false), ("Account", true)] {
            let next = try generator.write(requests(name), to: folder, force: force)
            #expect(next.contains("Sources/TerminalUI/\(name)/\(name)ViewController.swift"))
            #expect(next.contains("Sources/Features/\(name)/\(name)Hosting.swift"))
            #expect(!next.contains { driverFiles.contains($0) }, "force: \(force)")
            for path in driverFiles {
                #expect(try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) == "// mine\n", "\(path), force: \(force)")
            }
        }
        // One driver only: the other's struct is not written.
        let uikitOnly = folder.appendingPathComponent("uikit-only")
        let written = try generator.write(requests("Profile", choice: .uikit), to: uikitOnly, force: false)
        #expect(written.contains("Sources/UIKitUI/UIKitDriver.swift"))
        #expect(!FileManager.default.fileExists(atPath: uikitOnly.appendingPathComponent("Sources/TerminalUI/TerminalDriver.swift").path))
    }

    @Test("a screen's own files that exist are still refused without force, listing them but not the driver struct, and nothing is written")
    func refusal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-screen-object-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try generator.write(requests("Profile"), to: folder, force: false)
        let screen = folder.appendingPathComponent("Sources/Features/Profile/ProfileScreen.swift")
        try Data("// edited\n".utf8).write(to: screen)
        let hosting = folder.appendingPathComponent("Sources/Features/Profile/ProfileHosting.swift")
        try FileManager.default.removeItem(at: hosting)
        let driverFiles: Set = ["Sources/TerminalUI/TerminalDriver.swift", "Sources/UIKitUI/UIKitDriver.swift"]

        #expect(throws: ScaffoldingError.filesExist(written.filter { !$0.hasSuffix("ProfileHosting.swift") && !driverFiles.contains($0) })) {
            try generator.write(requests("Profile"), to: folder, force: false)
        }
        #expect(try String(contentsOf: screen, encoding: .utf8) == "// edited\n")
        #expect(!FileManager.default.fileExists(atPath: hosting.path))

        // A symbolic link where the driver struct goes is refused like any other, force or not.
        let link = folder.appendingPathComponent("Sources/TerminalUI/TerminalDriver.swift")
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder.appendingPathComponent("elsewhere.swift"))
        for force in [false, true] {
            #expect(throws: ScaffoldingError.notAPlainFile(path: link.path)) {
                try generator.write(requests("Settings"), to: folder, force: force)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("elsewhere.swift").path))
    }

    @Test("the feature's files and its test import no driver and no UI framework")
    func layering() throws {
        for file in try generator.files(for: requests()) where !file.path.contains("TerminalUI") && !file.path.contains("UIKitUI") {
            for module in ["StrataTerminal", "StrataUIKit", "UIKit"] {
                #expect(!file.contents.contains("import \(module)\n"), "\(file.path) imports \(module)")
            }
        }
    }

    @Test("the printed targets: Features, the drivers' targets over it and its test target, in the order of the files")
    func manifest() throws {
        let targets = try generator.manifestTargets(for: requests())
        #expect(targets == [
            #".target(name: "Features", dependencies: [.product(name: "StrataAlert", package: "strata"), .product(name: "StrataCore", package: "strata"), .product(name: "StrataNavigation", package: "strata")]),"#,
            #".target(name: "TerminalUI", dependencies: ["Features", .product(name: "StrataCore", package: "strata"), .product(name: "StrataNavigation", package: "strata"), .product(name: "StrataTerminal", package: "strata")]),"#,
            #".testTarget(name: "FeaturesTests", dependencies: ["Features", .product(name: "StrataAlert", package: "strata"), .product(name: "StrataTesting", package: "strata")]),"#,
            #".testTarget(name: "TerminalUITests", dependencies: ["Features", "TerminalUI", .product(name: "StrataAlert", package: "strata"), .product(name: "StrataTerminal", package: "strata")]),"#,
            #".target(name: "UIKitUI", dependencies: ["Features", .product(name: "StrataCore", package: "strata"), .product(name: "StrataNavigation", package: "strata"), .product(name: "StrataUIKit", package: "strata")]),"#,
        ])
    }

    @Test("a bad name is refused before anything is written, with a message that says what a name must be")
    func badName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-screen-object-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: ScaffoldingError.invalidName("my-profile")) {
            try generator.write(requests("my-profile"), to: folder, force: false)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(ScaffoldingError.invalidName("my-profile").description.contains("upper-camel-case Swift identifier"))
    }

    @Test("--list adds the row and the list display to the feature, and a data source per driver (a cell on UIKit); nothing else changes")
    func listFiles() throws {
        let without = Set(try generator.files(for: requests()).map(\.path))
        let with = Set(try generator.files(for: requests(withList: true)).map(\.path))
        #expect(with.subtracting(without).sorted() == [
            "Sources/Features/Profile/ProfileListDisplay.swift",
            "Sources/Features/Profile/ProfileRow.swift",
            "Sources/TerminalUI/Profile/ProfileDataSource.swift",
            "Sources/UIKitUI/Profile/ProfileCell.swift",
            "Sources/UIKitUI/Profile/ProfileDataSource.swift",
        ])
        #expect(without.isSubset(of: with))
        let terminalOnly = try generator.files(for: requests(choice: .terminal, withList: true)).map(\.path)
        #expect(terminalOnly.contains("Sources/TerminalUI/Profile/ProfileDataSource.swift"))
        #expect(!terminalOnly.contains { $0.hasPrefix("Sources/UIKitUI/") })
    }

    @Test("--list: the screen object takes its rows as the list display, the hosting protocol's parts carry it, each view controller is built over its data source")
    func listShape() throws {
        let files = Dictionary(uniqueKeysWithValues: try generator.files(for: requests(withList: true)).map { ($0.path, $0.contents) })
        let hosting = try #require(files["Sources/Features/Profile/ProfileHosting.swift"])
        #expect(hosting.contains("typealias MakeProfileScreen = @MainActor (ScreenParts<any ProfileDisplay, any ProfileListDisplay, Screen>) -> any ProfileScreenType\n"))
        #expect(try #require(files["Sources/Features/Profile/ProfileListDisplay.swift"]).contains("public protocol ProfileListDisplay: AnyObject {"))
        #expect(try #require(files["Sources/Features/Profile/ProfileRow.swift"]).contains("public struct ProfileRow: Identifiable, Hashable, Sendable {"))
        #expect(try #require(files["Sources/Features/Profile/ProfileIntent.swift"]).contains("case chooseRow(at: Int)"))
        let screen = try #require(files["Sources/Features/Profile/ProfileScreen.swift"])
        #expect(screen.contains("list: any ProfileListDisplay"))
        #expect(screen.contains("list.update(newRows: rows)"))
        for (folder, driver, list) in [("TerminalUI", "TerminalDriver", "listView"), ("UIKitUI", "UIKitDriver", "tableView")] {
            let controller = try #require(files["Sources/\(folder)/Profile/ProfileViewController.swift"])
            #expect(controller.contains("ProfileViewController: ScreenViewController<ProfileRootView, ProfileDataSource, any ProfileScreenType>"))
            #expect(controller.contains("rows.didSelectRow { [unowned self] index in screen.send(.chooseRow(at: index)) }"))
            let conformance = try #require(controller.range(of: "extension \(driver): ProfileHosting {"), "\(folder)")
            #expect(controller[conformance.lowerBound...].contains(
                "ProfileViewController(title: \"Profile\", rows: { ProfileDataSource(\(list): $0.\(list)) }) { screen($0.converted(display: { $0 }, rows: { $0 })) }"
            ))
            #expect(try #require(files["Sources/\(folder)/Profile/ProfileDataSource.swift"]).contains("public final class ProfileDataSource: ProfileListDisplay {"))
            #expect(try #require(files["Sources/\(folder)/Profile/ProfileRootView.swift"]).contains("let \(list) = "))
        }
        #expect(try #require(files["Tests/FeaturesTests/ProfileScreenTests.swift"]).contains("private final class ListSpy: ProfileListDisplay {"))
        #expect(try #require(files["Tests/TerminalUITests/ProfileViewControllerTests.swift"]).contains("app.send(.down, .enter)"))
    }

    @Test("without --list nothing of the list is written: no rows in the parts, no data source, no choosing")
    func noListLeftovers() throws {
        for file in try generator.files(for: requests()) {
            for word in ["ListDisplay", "DataSource", "chooseRow", "ProfileRow", "listView", "tableView"] {
                #expect(!file.contents.contains(word), "\(file.path) has \(word)")
            }
        }
    }
}
#endif
