#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import SamplePresenters
import SampleTestSupport
import SampleUIKitScreens
import StrataAlert
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
        let navigation = SampleBook.makeRootViewController(directory: UserSearchFixtures.directory(), gallery: .placeholders())
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

    @Test("every entry opens a screen: a tap pushes it on the Book's navigation controller (or presents a sheet), and back comes to the Book")
    func everyEntryOpensAScreen() throws {
        let ui = try BookUnderTest()
        #expect(ui.book.rootView.tableView.numberOfRows(inSection: 0) == ui.book.entries.count)
        var opened: [String] = []
        let violations = try SimulatedUIKit.violations {
            for (index, entry) in ui.book.entries.enumerated() {
                ui.tap(index)
                let screen: UIViewController
                if case .sheet = entry.destination {
                    screen = try #require(ui.navigation.presentedViewController, "entry \(index) presented its sheet")
                    #expect(ui.navigation.viewControllers.count == 1)
                } else {
                    #expect(ui.navigation.viewControllers.count == 2, "entry \(index) pushed one screen")
                    screen = try #require(ui.navigation.topViewController)
                }
                #expect(screen !== ui.book)
                screen.loadViewIfNeeded()
                opened.append("\(entry.label) \(type(of: screen)) \(screen.title ?? "")")
                if ui.navigation.presentedViewController != nil { ui.navigation.dismiss(animated: false) }
                ui.navigation.popToRootViewController(animated: false)
                #expect(ui.navigation.topViewController === ui.book)
            }
        }
        #expect(violations.isEmpty)
        #expect(opened == [
            "3 SOLIDStepsViewController SOLID · MessageSender, step by step",
            "4 UIViewController The pattern gallery",
            "5 OriginalCounterViewController<CounterController> \(OriginalCounterViewController<CounterController>().title ?? "")",
            "5 CocoaCounterViewController \(CocoaCounterViewController().title ?? "")",
            "6 SelfNavigatingUserSearchViewController Users · MVP, before the router",
            "6 PassiveUserSearchViewController<PassiveUserSearchPresenter> Users · MVP, passive view",
            "6 SupervisingUserSearchViewController<SupervisingUserSearchPresenter> Users · MVP, supervising controller",
        ] + SignupBinding.allCases.map { _ in "7 SignupViewController Sign up · MVVM" } + [
            "7 UserSearchViewController Users · MVVM",
            "8 UIViewController Flux",
            "9 UIViewController Redux",
            "10 UIViewController VIPER",
            "11 RepoListViewController GitHub Repo Search",
            "12 PassiveUserSearchViewController<PassiveUserSearchPresenter> Users · MVP, passive view",
            "13 UIViewController The pattern gallery",
            "④ HogeViewController<HogePresenter> Hoge",
            "⑤ AnimalAlbumViewController<AnimalAlbumPresenter, AlertClient<ConfirmChangeAnimalAction>> Animal Album",
            "VIPER UIViewController VIPER",
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

    @Test("the chapters are in the book's order, the articles after them as the map lists them, and chapter 7 has every sign-up binding and the user search")
    func chapters() {
        var ran: [String] = []
        let clients = BookClients(flux: .action { ran.append("flux") }, redux: .action { ran.append("redux") })
        let entries = BookEntry.chapters(directory: UserSearchFixtures.directory(), gallery: .placeholders(), clients: clients)
        let sources = entries.map(\.source)
        #expect(sources == sources.sorted())
        #expect(Set(entries.compactMap(\.chapter)) == [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
        // Chapters 14 and 15 are what the app hands in: their rows run the client it runs.
        let router = BookRouter(from: UIViewController())
        for entry in entries where entry.chapter == 14 || entry.chapter == 15 { router.open(entry.destination) }
        #expect(ran == ["flux", "redux"])
        #expect(!BookEntry.chapters(directory: UserSearchFixtures.directory(), gallery: .placeholders()).contains { $0.chapter == 14 || $0.chapter == 15 })
        #expect(sources.filter { $0.chapter == nil } == [.viewControllerArticle, .viewAlertDataSourceArticle, .viperArticle])
        let withoutGallery = BookEntry.chapters(directory: UserSearchFixtures.directory(), gallery: nil, clients: clients).map(\.source)
        #expect(withoutGallery == sources.filter { ![.chapter(4), .chapter(8), .chapter(9), .chapter(10), .chapter(13), .viperArticle].contains($0) })
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
        let clients = BookClients(flux: .action {}, redux: .action {})
        for entry in BookEntry.chapters(directory: UserSearchFixtures.directory(), gallery: .placeholders(), clients: clients) {
            if let chapter = entry.chapter {
                #expect(japanese.contains("##### \(entry.japaneseTitle)（\(entry.englishTitle)）"), "README.ja.md heads chapter \(chapter) so")
                #expect(english.contains("#### \(entry.englishTitle) (\(entry.japaneseTitle))"), "TheBookInStrata.md heads chapter \(chapter) so")
                #expect(entry.japaneseTitle.hasPrefix("第\(chapter)章 ") && entry.englishTitle.hasPrefix("Chapter \(chapter): "))
            } else {
                // An article: "### 記事「…」" in Japanese, "## The article 「…」 (English title)" in English.
                #expect(japanese.contains("\n### \(entry.japaneseTitle)\n"), "README.ja.md heads \(entry.label) so")
                let name = entry.japaneseTitle.replacingOccurrences(of: "記事", with: "")
                #expect(english.contains("\n## The article \(name) (\(entry.englishTitle))\n"), "TheBookInStrata.md heads \(entry.label) so")
            }
        }
    }

    @Test("every entry is driven: a tap on its row opens its screen, and one interaction there does what the chapter shows")
    func everyEntryIsDriven() async throws {
        let ui = try BookUnderTest()
        var driven: [String] = []
        let violations = try await SimulatedUIKit.violations {
            for (index, entry) in ui.book.entries.enumerated() {
                ui.tap(index)
                let screen = try #require(ui.navigation.presentedViewController ?? ui.navigation.topViewController)
                let depth = ui.navigation.viewControllers.count
                switch screen.viewIfLoaded {
                case let search as UserSearchRootView:
                    search.searchField.text = "tp"
                    search.searchField.sendActions(for: .editingChanged)
                    search.searchField.sendActions(for: .editingDidEndOnExit)
                    #expect(await Task.settle { search.tableView.numberOfRows(inSection: 0) == 2 }, "\(entry.label): the search finds two users")
                    search.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
                    #expect(await Task.settle { ui.navigation.viewControllers.count == depth + 1 }, "\(entry.label): a user opens through the router")
                    driven.append("\(entry.label) user search")
                case let signup as SignupRootView:
                    signup.idField.text = "alice"
                    signup.idField.sendActions(for: .editingChanged)
                    signup.passwordField.text = "s3cret"
                    signup.passwordField.sendActions(for: .editingChanged)
                    #expect(await Task.settle { signup.signUpButton.isEnabled }, "\(entry.label): a filled form can sign up")
                    driven.append("\(entry.label) sign-up")
                case let counter as CounterView:
                    counter.plusButton.sendActions(for: .touchUpInside)
                    #expect(await Task.settle { counter.countLabel.text == "1" }, "\(entry.label)")
                    driven.append("\(entry.label) counter")
                case let observing as ObservingCounterView<CounterController>:
                    observing.counterView.plusButton.sendActions(for: .touchUpInside)
                    #expect(await Task.settle { observing.counterView.countLabel.text == "1" }, "\(entry.label)")
                    driven.append("\(entry.label) counter")
                case let list as TableRootView:
                    list.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
                    #expect(ui.navigation.viewControllers.count == depth + 1, "\(entry.label): the first row opens")
                    driven.append("\(entry.label) list")
                case let hoge as HogeRootView:
                    hoge.colorModeButton.sendActions(for: .touchUpInside)
                    #expect(hoge.colorModeButton.currentTitle == "Hoge Light Mode!!!")
                    driven.append("\(entry.label) Hoge")
                case let album as AnimalAlbumRootView:
                    album.changeAnimalButton.sendActions(for: .touchUpInside)
                    let alert = try #require(screen.presentedViewController as? UIAlertController)
                    alert.simulateTap(title: "See Cats")
                    #expect(album.animalLabel.text == "🐱 Cats")
                    driven.append("\(entry.label) album")
                default:
                    // The gallery's placeholders: the iOS app's tests drive the real gallery from the Book.
                    driven.append("\(entry.label) \(screen.title ?? "")")
                }
                if ui.navigation.presentedViewController != nil { ui.navigation.dismiss(animated: false) }
                ui.navigation.popToRootViewController(animated: false)
            }
        }
        #expect(violations.isEmpty, "\(violations)")
        #expect(driven == [
            "3 list", "4 The pattern gallery", "5 counter", "5 counter", "6 user search", "6 user search", "6 user search",
        ] + SignupBinding.allCases.map { _ in "7 sign-up" } + [
            "7 user search", "8 Flux", "9 Redux", "10 VIPER", "11 list", "12 user search", "13 The pattern gallery", "④ Hoge", "⑤ album", "VIPER VIPER",
        ])
    }

    @Test("article ④: the Hoge row opens the Hoge screen, whose button toggles the colour mode")
    func hogeEntry() throws {
        let ui = try BookUnderTest()
        let violations = try SimulatedUIKit.violations {
            ui.tap(try #require(ui.book.entries.firstIndex { $0.source == .viewControllerArticle }))
            let hoge = try #require(ui.navigation.topViewController as? HogeViewController<HogePresenter>)
            #expect(hoge.rootView.colorModeButton.currentTitle == "Hoge Dark Mode!!!")
            hoge.rootView.colorModeButton.sendActions(for: .touchUpInside)
            #expect(hoge.rootView.colorModeButton.currentTitle == "Hoge Light Mode!!!")
            #expect(hoge.rootView.backgroundColor == .black)
        }
        #expect(violations.isEmpty)
    }

    @Test("article ⑤: the album row opens the animal album; its button asks first, and confirming shows the cats")
    func animalAlbumEntry() throws {
        let ui = try BookUnderTest()
        let violations = try SimulatedUIKit.violations {
            ui.tap(try #require(ui.book.entries.firstIndex { $0.source == .viewAlertDataSourceArticle }))
            let album = try #require(
                ui.navigation.topViewController as? AnimalAlbumViewController<AnimalAlbumPresenter, AlertClient<ConfirmChangeAnimalAction>>
            )
            #expect(album.rootView.animalLabel.text == "🐶 Dogs")
            album.rootView.changeAnimalButton.sendActions(for: .touchUpInside)
            let alert = try #require(album.presentedViewController as? UIAlertController)
            #expect(alert.title == "Change Animal Photos")
            alert.simulateTap(title: "See Cats")
            #expect(album.rootView.animalLabel.text == "🐱 Cats")
            #expect(album.presentedViewController == nil)
        }
        #expect(violations.isEmpty)
    }

    @Test("chapter 6's step before the router: its row opens the user search, whose view controller pushes a user's repositories itself")
    func beforeTheRouterEntry() async throws {
        let ui = try BookUnderTest()
        let index = try #require(ui.book.entries.firstIndex { $0.source == .chapter(6) })
        #expect(ui.book.entries[index].screenName == "User search before the router: the view controller pushes the user itself")
        let violations = try await SimulatedUIKit.violations {
            ui.tap(index)
            let search = try #require(ui.navigation.topViewController as? SelfNavigatingUserSearchViewController)
            search.rootView.searchField.text = "tp"
            search.rootView.searchField.sendActions(for: .editingDidEndOnExit)
            #expect(await Task.settle { search.rootView.tableView.numberOfRows(inSection: 0) == 2 })
            search.rootView.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
            #expect(ui.navigation.viewControllers.count == 3, "the Book, the search, and the screen the search pushed")
            let repositories = try #require(
                ui.navigation.topViewController as? PassiveUserRepositoriesViewController<PassiveUserRepositoriesPresenter>
            )
            #expect(repositories.title == "tpope's repositories")
            #expect(ui.book.flows.children.isEmpty, "no router or coordinator of the Book moved it")
        }
        #expect(violations.isEmpty)
    }

    @Test("chapter 11: the Book starts the list's coordinator, which pushes the list; a tap there pushes the detail through it")
    func coordinatorFlow() throws {
        let ui = try BookUnderTest()
        let index = try #require(ui.book.entries.firstIndex { $0.source == .chapter(11) })
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

extension BookGallery {
    /// Placeholder screens titled after what they stand for: the samples cannot see the real
    /// gallery (the iOS app hands it in; GitHubBrowserIOSTests opens it from the Book).
    static func placeholders() -> BookGallery {
        func screen(_ title: String) -> UIViewController {
            let screen = UIViewController()
            screen.title = title
            return screen
        }
        return BookGallery(
            patterns: .screen { screen("The pattern gallery") }, flux: .sheet { screen("Flux") }, redux: .sheet { screen("Redux") },
            viper: .sheet { screen("VIPER") }
        )
    }
}

extension BookEntry {
    /// How the tests name the entry's source: "3" for chapter 3, "④" and "⑤" for the articles.
    var label: String {
        switch source {
        case let .chapter(number): "\(number)"
        case .viewControllerArticle: "④"
        case .viewAlertDataSourceArticle: "⑤"
        case .viperArticle: "VIPER"
        }
    }
}

extension BookSource {
    /// The chapter's number; `nil` for an article.
    var chapter: Int? {
        if case let .chapter(number) = self { number } else { nil }
    }
}
#endif
