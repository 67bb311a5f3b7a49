#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import SamplePresenters
import SampleTestSupport
import SampleUIKitScreens
import StrataNavigation
import StrataTesting
import StrataUIKit
import Testing

/// The samples' Book on UIKit (chapter → screen), as the iOS app builds it, in a simulated window:
/// every entry opens its screen, and the chapters are the book map's.
@MainActor
@Suite("The samples' Book on UIKit", .simulatedUIKit)
struct BookScreenTests {
    /// The Book from its public factory, the root of a key window.
    @MainActor
    private struct BookUnderTest {
        let navigation = SampleBook.makeRootViewController(directory: UserSearchFixtures.directory())
        let window = UIWindow(windowScene: UIWindowScene())
        let book: BookViewController

        init() throws {
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            book = try #require(navigation.topViewController as? BookViewController)
        }

        /// Taps row `index`.
        func tap(_ index: Int) {
            book.rootView.tableView.simulateSelection(at: IndexPath(row: index, section: 0))
        }
    }

    @Test("every entry opens a screen: a tap pushes it on the Book's navigation controller, and back comes to the Book")
    func everyEntryOpensAScreen() throws {
        let ui = try BookUnderTest()
        #expect(ui.book.rootView.tableView.numberOfRows(inSection: 0) == ui.book.entries.count)
        var opened: [String] = []
        let violations = try SimulatedUIKit.violations {
            for index in ui.book.entries.indices {
                ui.tap(index)
                #expect(ui.navigation.viewControllers.count == 2, "entry \(index) pushed one screen")
                let screen = try #require(ui.navigation.topViewController)
                #expect(screen !== ui.book)
                screen.loadViewIfNeeded()
                opened.append("\(ui.book.entries[index].chapter) \(type(of: screen)) \(screen.title ?? "")")
                ui.navigation.popToRootViewController(animated: false)
                #expect(ui.navigation.topViewController === ui.book)
            }
        }
        #expect(violations.isEmpty)
        #expect(opened == [
            "3 SOLIDStepsViewController SOLID · MessageSender, step by step",
            "5 OriginalCounterViewController<CounterController> \(OriginalCounterViewController<CounterController>().title ?? "")",
            "5 CocoaCounterViewController \(CocoaCounterViewController().title ?? "")",
            "6 PassiveUserSearchViewController<PassiveUserSearchPresenter> Users · MVP, passive view",
            "6 SupervisingUserSearchViewController<SupervisingUserSearchPresenter> Users · MVP, supervising controller",
        ] + SignupBinding.allCases.map { _ in "7 SignupViewController Sign up · MVVM" } + [
            "7 UserSearchViewController Users · MVVM",
            "11 RepoListViewController GitHub Repo Search",
            "12 PassiveUserSearchViewController<PassiveUserSearchPresenter> Users · MVP, passive view",
        ])
    }

    @Test("the rows show each chapter's Japanese title, its English gloss and the screen")
    func rows() throws {
        let ui = try BookUnderTest()
        let cell = try #require(ui.book.rootView.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? RowCell)
        #expect(cell.titleLabel.text == "第3章 Swiftらしく設計する")
        #expect(cell.detailLabel.text == "Chapter 3: Designing the Swift way (SOLID) · MessageSender, refactored step by step")
        #expect(ui.book.title == "Book · iOSアプリ設計パターン入門")
    }

    @Test("the chapters are in the book's order, and chapter 7 has every sign-up binding and the user search")
    func chapters() {
        let entries = BookEntry.chapters(directory: UserSearchFixtures.directory())
        let numbers = entries.map(\.chapter)
        #expect(numbers == numbers.sorted())
        #expect(Set(numbers) == [3, 5, 6, 7, 11, 12])
        let mvvm = entries.filter { $0.chapter == 7 }.map(\.screenName)
        #expect(mvvm.count == SignupBinding.allCases.count + 1)
        for binding in SignupBinding.allCases { #expect(mvvm.contains("Sign-up, bound through \(binding)")) }
    }

    @Test("each chapter's titles are the book map's, in both its forms")
    func titlesAreTheBookMaps() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let japanese = try String(contentsOf: root.appendingPathComponent("README.ja.md"), encoding: .utf8)
        let english = try String(
            contentsOf: root.appendingPathComponent("Examples/Patterns/Gallery/PatternsGallery.docc/TheBookInStrata.md"), encoding: .utf8
        )
        for entry in BookEntry.chapters(directory: UserSearchFixtures.directory()) {
            #expect(japanese.contains("##### \(entry.japaneseTitle)（\(entry.englishTitle)）"), "README.ja.md heads chapter \(entry.chapter) so")
            #expect(english.contains("#### \(entry.englishTitle) (\(entry.japaneseTitle))"), "TheBookInStrata.md heads chapter \(entry.chapter) so")
            #expect(entry.japaneseTitle.hasPrefix("第\(entry.chapter)章 ") && entry.englishTitle.hasPrefix("Chapter \(entry.chapter): "))
        }
    }

    @Test("chapter 11: the Book starts the list's coordinator, which pushes the list; a tap there pushes the detail through it")
    func coordinatorFlow() throws {
        let ui = try BookUnderTest()
        let index = try #require(ui.book.entries.firstIndex { $0.chapter == 11 })
        ui.tap(index)
        let listCoordinator = try #require(ui.book.flows.children.first as? RepoListCoordinator)
        let list = try #require(ui.navigation.topViewController as? RepoListViewController)
        #expect(list.delegate === listCoordinator)
        list.rootView.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
        #expect((ui.navigation.topViewController as? RepoDetailViewController)?.title == "Alamofire/Alamofire")
        #expect(listCoordinator.children.count == 1)
        ui.navigation.popViewController(animated: true)
        #expect(listCoordinator.children.isEmpty, "the detail's coordinator finished when its screen left")

        ui.navigation.popToRootViewController(animated: true)
        weak let first = listCoordinator
        ui.tap(index)
        #expect(ui.book.flows.children.count == 1, "opening the chapter again replaces its flow")
        #expect(ui.book.flows.children.first !== first)
    }
}
#endif
