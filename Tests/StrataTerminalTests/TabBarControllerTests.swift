import StrataTesting
import Testing
@testable import StrataTerminal

@Suite("TabBarController")
@MainActor
struct TabBarControllerTests {
    @Test("number keys switch tabs; the tab bar marks the selected tab")
    func switching() {
        let tabs = ["検索", "Public", "Favourites"].map { (name: String) in HostViewController(title: name, content: Label("Tab \(name)")) }
        let tabBar = TabBarController(viewControllers: tabs)
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 44, rows: 5))
        let app = Application(terminal: terminal, root: tabBar)
        app.send(.character("3"))
        #expect(tabBar.selectedIndex == 2)
        #expect(tabs[0].events == ["didLoad", "willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(tabs[2].events == ["didLoad", "willAppear", "didAppear"])
        app.renderNow()
        GoldenSnapshot.assertMatches(terminal.plainText, named: "tabbar-third")
        app.send(.character("9"))
        #expect(tabBar.selectedIndex == 2, "keys beyond the last tab are ignored")
    }

    @Test("a text field keeps its digits; tabs switch only when the key is not used")
    func digitsInTextField() {
        let field = TextField()
        let tabs = [HostViewController(title: "A", content: field), HostViewController(title: "B")]
        let tabBar = TabBarController(viewControllers: tabs)
        let app = Application(terminal: HeadlessTerminal(size: TerminalSize(columns: 30, rows: 5)), root: tabBar)
        app.send(.character("2"))
        #expect(field.text == "2")
        #expect(tabBar.selectedIndex == 0)
    }

    @Test("while a text field has the focus, the status line does not offer the digits it would type")
    func statusLineWithTextField() {
        let field = TextField()
        let list = ListView()
        let rows = TestRows(counts: [3])
        list.dataSource = rows
        let stack = StackView(axis: .vertical)
        stack.addArrangedSubview(field, length: .fixed(1))
        stack.addArrangedSubview(list, length: .flexible())
        let tabs = [HostViewController(title: "A", content: stack), HostViewController(title: "B")]
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 80, rows: 6))
        let app = Application(terminal: terminal, root: TabBarController(viewControllers: tabs))
        let statusLine = { terminal.plainText.components(separatedBy: "\n").last ?? "" }
        app.renderNow()
        #expect(statusLine() == " Enter submit   ^U clear   Tab next   ^C quit")
        app.send(.tab)
        app.renderNow()
        #expect(statusLine().contains("1-2 tabs"), "with the list focused the digits switch tabs: \(statusLine())")
    }

    @Test("tabs hold navigation stacks; Esc pops the visible one")
    func navigationInTabs() {
        let first = HostViewController(title: "Root")
        let navigation = NavigationController(rootViewController: first)
        let tabBar = TabBarController(viewControllers: [navigation, HostViewController(title: "Other")])
        let app = Application(terminal: HeadlessTerminal(size: TerminalSize(columns: 30, rows: 5)), root: tabBar)
        first.push(HostViewController(title: "Pushed"), animated: true)
        #expect(first.tabBarController === tabBar)
        app.send(.escape)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("a screen inside a tab's navigation stack presents over the whole app, tab bar included")
    func presentingFromInsideATab() {
        let screen = HostViewController(title: "List", content: Label("list screen"))
        let navigation = NavigationController(rootViewController: screen)
        let tabBar = TabBarController(viewControllers: [navigation, HostViewController(title: "Other")])
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 30, rows: 5))
        let app = Application(terminal: terminal, root: tabBar)
        let modal = HostViewController(title: "Modal", content: Label("modal screen"))
        screen.events.removeAll()
        screen.present(modal, animated: true, completion: nil)
        #expect(tabBar.presentedViewController === modal)
        #expect(modal.presentingViewController === tabBar)
        #expect(screen.events == ["willDisappear", "didDisappear"], "the covered screen disappears")
        app.renderNow()
        #expect(terminal.plainText.hasPrefix("modal screen"))
        #expect(!terminal.plainText.contains("Other"), "the modal covers the tab bar")
        screen.dismiss(animated: true, completion: nil)
        #expect(tabBar.presentedViewController == nil, "the presenting screen can dismiss what it presented")
        #expect(screen.events.suffix(2) == ["willAppear", "didAppear"])
        app.renderNow()
        #expect(terminal.plainText.contains("list screen"))
    }

    @Test("a tab keeps its root screen's name while screens are pushed on it, unless given its own")
    func tabTitles() {
        let search = HostViewController(title: "Search")
        let navigation = NavigationController(rootViewController: search)
        let other = HostViewController(title: "Account")
        other.tabBarTitle = "Me"
        let tabBar = TabBarController(viewControllers: [navigation, other])
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 40, rows: 5))
        let app = Application(terminal: terminal, root: tabBar)
        search.push(HostViewController(title: "apple/swift-nio"), animated: true)
        app.renderNow()
        let lines = terminal.plainText.components(separatedBy: "\n")
        #expect(lines.first?.hasPrefix(" 1 Search │ 2 Me │") == true)
        #expect(lines.dropFirst().first?.contains("apple/swift-nio") == true, "the navigation bar shows the top screen")
    }
}
