#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters

extension BookEntry {
    /// The Book's table: every chapter of 「iOSアプリ設計パターン入門」 that has a sample screen on UIKit,
    /// in the book's order, one entry per screen. The user searches read `directory`.
    ///
    /// The titles are the book map's (README.ja.md and TheBookInStrata.md); a test holds them to it.
    public static func chapters(directory: any UserDirectory) -> [BookEntry] {
        let solid = (3, "第3章 Swiftらしく設計する", "Chapter 3: Designing the Swift way (SOLID)")
        let mvc = (5, "第5章 MVC", "Chapter 5: MVC")
        let mvp = (6, "第6章 MVP", "Chapter 6: MVP")
        let mvvm = (7, "第7章 MVVM", "Chapter 7: MVVM")
        let coordinator = (11, "第11章 アプリの起動経路 - Application Coordinatorの導入", "Chapter 11: Launch paths: introducing the application coordinator")
        let router = (12, "第12章 画面遷移のパターン - Routerの導入", "Chapter 12: Screen-transition patterns: introducing the router")
        typealias Chapter = (number: Int, japanese: String, english: String)
        func entry(_ chapter: Chapter, _ screenName: String, _ destination: BookDestination) -> BookEntry {
            BookEntry(chapter: chapter.number, japaneseTitle: chapter.japanese, englishTitle: chapter.english, screenName: screenName, destination: destination)
        }
        return [
            entry(solid, "MessageSender, refactored step by step", .screen { SOLIDStepsViewController() }),
            entry(mvc, "The original MVC counter", .screen { OriginalCounterViewController<CounterController>() }),
            entry(mvc, "The Cocoa MVC counter", .screen { CocoaCounterViewController() }),
            entry(mvp, "User search, passive view", .screen { MVPForm.passiveView.makeUIKitUserSearchScreen(directory: directory) }),
            entry(mvp, "User search, supervising controller", .screen { MVPForm.supervisingController.makeUIKitUserSearchScreen(directory: directory) }),
        ] + SignupBinding.allCases.map { binding in
            entry(mvvm, "Sign-up, bound through \(binding)", .screen { SignupViewController(binding: binding) })
        } + [
            entry(mvvm, "User search whose view model emits the navigation", .screen { UserSearchViewController(directory: directory) }),
            entry(coordinator, "Repositories: the list's delegate is a coordinator", .flow { RepoListCoordinator(navigator: $0) }),
            entry(router, "User search: the presenter's router opens a user", .screen { MVPForm.passiveView.makeUIKitUserSearchScreen(directory: directory) }),
        ]
    }
}
#endif
