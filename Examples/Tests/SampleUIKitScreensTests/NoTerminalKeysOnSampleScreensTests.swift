#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import DriverTextTestSupport
import Foundation
import SamplePresenters
import SampleTestSupport
import SampleUIKitScreens
import StrataTesting
import StrataUIKit
import Testing

/// No UIKit sample tells its user to press a key: the user search in its three forms (MVP's two
/// and MVVM), in every phase — the prompt, users found, a failure, a user's repositories listed,
/// none, failed — and the first screen of every entry of the Book show no terminal key name
/// (``TerminalKeyNames``) in their titles, labels, buttons, fields or rows.
@MainActor
@Suite("UIKit samples name no terminal key", .simulatedUIKit)
struct NoTerminalKeysOnSampleScreensTests {
    /// A user search form: MVP's two, or MVVM.
    enum SearchForm: CaseIterable, CustomTestStringConvertible {
        case passive, supervising, mvvm

        var testDescription: String { "\(self)" }

        @MainActor
        func makeScreen(directory: ScriptedUserDirectory) -> UIViewController {
            switch self {
            case .passive: MVPForm.passiveView.makeUIKitUserSearchScreen(directory: directory)
            case .supervising: MVPForm.supervisingController.makeUIKitUserSearchScreen(directory: directory)
            case .mvvm: UserSearchViewController(directory: directory)
            }
        }
    }

    /// Expects what `navigation`'s top screen shows now to name no key.
    private func expectNoKeys(_ navigation: UINavigationController, _ state: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let shown = SampleScreenText.texts(of: navigation.topViewController)
        let keys = shown.flatMap(TerminalKeyNames.find(in:))
        #expect(keys.isEmpty, "\(state): \(keys)\n\(shown.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    /// Waits until `navigation`'s top screen shows a text that begins with `prefix`, then expects it
    /// to name no key.
    private func look(
        _ navigation: UINavigationController, _ state: String, until prefix: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let shown = await Task.settle(until: { SampleScreenText.texts(of: navigation.topViewController).contains { $0.hasPrefix(prefix) } })
        #expect(shown, "\(state): never showed “\(prefix)…”", sourceLocation: sourceLocation)
        expectNoKeys(navigation, state, sourceLocation: sourceLocation)
    }

    @Test("the user search and a user's repositories, in every phase", arguments: SearchForm.allCases)
    func userSearch(form: SearchForm) async throws {
        let directory = UserSearchFixtures.directory()
        await directory.answer(repositoriesOf: "mattpocock", with: .failure(UserSearchFixtures.offline))
        let navigation = UINavigationController(rootViewController: form.makeScreen(directory: directory))
        let window = UIWindow(windowScene: UIWindowScene())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let field = try #require(UIKitTestViews.first(UITextField.self, in: navigation.topViewController?.view))
        let table = try #require(UIKitTestViews.first(UITableView.self, in: navigation.topViewController?.view))
        func submit(_ text: String) {
            field.text = text
            field.sendActions(for: .editingChanged)
            field.sendActions(for: .editingDidEndOnExit)
        }

        await look(navigation, "the prompt", until: "Type a login")
        submit("down")
        await look(navigation, "a failed search", until: "⚠ You are offline")
        submit("tp")
        await look(navigation, "users found", until: "2 users match")
        table.simulateSelection(at: IndexPath(row: 0, section: 0))
        await look(navigation, "a user's repositories", until: "2 repositories, most stars first")
        navigation.popViewController(animated: false)
        table.simulateSelection(at: IndexPath(row: 1, section: 0))
        await look(navigation, "a user's repositories that failed", until: "⚠ You are offline")
        await directory.answer(repositoriesOf: "mattpocock", with: .success([]))
        let refresh = try #require(UIKitTestViews.first(UITableView.self, in: navigation.topViewController?.view)?.refreshControl)
        refresh.beginRefreshing()
        refresh.sendActions(for: .valueChanged)
        await look(navigation, "a user with no repositories", until: "mattpocock has no public repositories")
    }

    @Test("the Book and the first screen of every entry")
    func book() throws {
        let navigation = SampleBook.makeRootViewController(directory: UserSearchFixtures.directory(), gallery: .placeholders())
        let window = UIWindow(windowScene: UIWindowScene())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let book = try #require(navigation.topViewController as? BookViewController)
        expectNoKeys(navigation, "the Book")
        for index in book.entries.indices {
            book.rootView.tableView.simulateSelection(at: IndexPath(row: index, section: 0))
            navigation.topViewController?.loadViewIfNeeded()
            expectNoKeys(navigation, "the Book's entry \(index): \(navigation.topViewController?.title ?? "")")
            navigation.popToRootViewController(animated: false)
        }
    }
}

/// The texts a user sees on a UIKit screen: its title, and every visible label, button, field and
/// row (table and collection cells) of its view.
@MainActor
enum SampleScreenText {
    /// What `screen` shows, one text a line.
    static func texts(of screen: UIViewController?) -> [String] {
        guard let screen else { return [] }
        return [screen.title].compactMap { $0 } + (screen.viewIfLoaded.map(texts(in:)) ?? [])
    }

    private static func texts(in view: UIView) -> [String] {
        guard !view.isHidden else { return [] }
        switch view {
        case let label as UILabel:
            return [label.text].compactMap { $0 }
        case let button as UIButton:
            return [button.currentTitle].compactMap { $0 }
        case let field as UITextField:
            return [field.text, field.placeholder].compactMap { $0 }
        case let table as UITableView:
            return (0..<table.numberOfSections).flatMap { section in
                (0..<table.numberOfRows(inSection: section)).flatMap { row in
                    table.cellForRow(at: IndexPath(row: row, section: section)).map { [$0.contentView] + $0.subviews }.map { $0.flatMap(texts(in:)) } ?? []
                }
            }
        case let collection as UICollectionView:
            return (0..<collection.numberOfSections).flatMap { section in
                (0..<collection.numberOfItems(inSection: section)).flatMap { item in
                    collection.cellForItem(at: IndexPath(item: item, section: section)).map { [$0.contentView] + $0.subviews }.map { $0.flatMap(texts(in:)) } ?? []
                }
            }
        default:
            return view.subviews.flatMap(texts(in:))
        }
    }
}

/// Finds a screen's views by type.
@MainActor
enum UIKitTestViews {
    /// The first visible view of type `T` in `view`, depth first.
    static func first<T: UIView>(_ type: T.Type, in view: UIView?) -> T? {
        guard let view, !view.isHidden else { return nil }
        if let match = view as? T { return match }
        return view.subviews.lazy.compactMap { first(type, in: $0) }.first
    }
}
#endif
