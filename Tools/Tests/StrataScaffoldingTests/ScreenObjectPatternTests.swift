#if StrataTools
import Foundation
import StrataScaffolding
import Testing

/// `--pattern screen-object`: the GitHub Browser's shape, a driver-free screen object and thin
/// `ScreenViewController`s.
@Suite("ScreenGenerator, screen-object pattern")
struct ScreenObjectPatternTests {
    private let generator = ScreenGenerator()

    private func requests(_ name: String = "Profile", module: String? = nil, choice: DriverChoice = .both) -> [ScreenRequest] {
        choice.drivers.map { ScreenRequest(name: name, pattern: .screenObject, driver: $0, module: module) }
    }

    @Test("both drivers: the feature's files in Features/<Name>/ once, a root view and a view controller per driver, a test of the screen object and one of the terminal screen")
    func files() throws {
        let paths = try generator.files(for: requests()).map(\.path)
        #expect(paths.sorted() == [
            "Sources/Features/Profile/AlertStrategy+ProfileError.swift",
            "Sources/Features/Profile/ProfileDependencies.swift",
            "Sources/Features/Profile/ProfileDisplay.swift",
            "Sources/Features/Profile/ProfileErrorAction.swift",
            "Sources/Features/Profile/ProfileIntent.swift",
            "Sources/Features/Profile/ProfileScreen.swift",
            "Sources/Features/Profile/ProfileScreenType.swift",
            "Sources/TerminalUI/Profile/ProfileRootView.swift",
            "Sources/TerminalUI/Profile/ProfileViewController.swift",
            "Sources/UIKitUI/Profile/ProfileRootView.swift",
            "Sources/UIKitUI/Profile/ProfileViewController.swift",
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
            #".target(name: "Features", dependencies: [.product(name: "StrataAlert", package: "strata"), .product(name: "StrataCore", package: "strata")]),"#,
            #".target(name: "TerminalUI", dependencies: ["Features", .product(name: "StrataCore", package: "strata"), .product(name: "StrataTerminal", package: "strata")]),"#,
            #".testTarget(name: "FeaturesTests", dependencies: ["Features", .product(name: "StrataAlert", package: "strata"), .product(name: "StrataTesting", package: "strata")]),"#,
            #".testTarget(name: "TerminalUITests", dependencies: ["Features", "TerminalUI", .product(name: "StrataAlert", package: "strata"), .product(name: "StrataTerminal", package: "strata")]),"#,
            #".target(name: "UIKitUI", dependencies: ["Features", .product(name: "StrataCore", package: "strata"), .product(name: "StrataUIKit", package: "strata")]),"#,
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

    @Test("--list is refused, saying to leave it out: the screen object draws its items through its display")
    func noList() {
        let request = ScreenRequest(name: "Profile", pattern: .screenObject, driver: .terminal, withList: true)
        #expect(throws: ScaffoldingError.listUnsupported(.screenObject)) { try generator.files(for: request) }
        #expect(ScaffoldingError.listUnsupported(.screenObject).description.contains("leave out --list"))
    }
}
#endif
