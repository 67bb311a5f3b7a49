#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataAlert

extension BookEntry {
    /// The Book's table: every chapter of 「iOSアプリ設計パターン入門」 that has a sample screen on UIKit,
    /// in the book's order, then the articles' screens in the order the book map lists the articles
    /// after the book (④, ⑤, then the VIPER article); one entry per screen. The user searches read
    /// `directory`; the pattern gallery's entries (chapters 4, 8, 9, 10 and 13, and the VIPER
    /// article) open `gallery`'s screens, and chapters 14 and 15 (the whole GitHub client in Flux
    /// and in Redux) open `clients`'; each is left out without what it opens.
    ///
    /// The titles are the book map's (README.ja.md and TheBookInStrata.md); a test holds them to it.
    public static func chapters(directory: any UserDirectory, gallery: BookGallery?, clients: BookClients? = nil) -> [BookEntry] {
        let solid = (BookSource.chapter(3), "第3章 Swiftらしく設計する", "Chapter 3: Designing the Swift way (SOLID)")
        let overview = (BookSource.chapter(4), "第4章 アーキテクチャのパターンを鳥瞰する", "Chapter 4: A bird's-eye view of architecture patterns")
        let mvc = (BookSource.chapter(5), "第5章 MVC", "Chapter 5: MVC")
        let mvp = (BookSource.chapter(6), "第6章 MVP", "Chapter 6: MVP")
        let mvvm = (BookSource.chapter(7), "第7章 MVVM", "Chapter 7: MVVM")
        let flux = (BookSource.chapter(8), "第8章 Flux", "Chapter 8: Flux")
        let redux = (BookSource.chapter(9), "第9章 Redux", "Chapter 9: Redux")
        let clean = (BookSource.chapter(10), "第10章 Clean Architecture", "Chapter 10: Clean Architecture")
        let coordinator = (BookSource.chapter(11), "第11章 アプリの起動経路 - Application Coordinatorの導入", "Chapter 11: Launch paths: introducing the application coordinator")
        let router = (BookSource.chapter(12), "第12章 画面遷移のパターン - Routerの導入", "Chapter 12: Screen-transition patterns: introducing the router")
        let summary = (BookSource.chapter(13), "第13章 第2部まとめ - アーキテクチャの選定基準", "Chapter 13: Part 2 summary: criteria for choosing an architecture")
        let fluxClient = (BookSource.chapter(14), "第14章 Fluxの導入例", "Chapter 14: Flux in practice")
        let reduxClient = (
            BookSource.chapter(15), "第15章 Reduxの導入例 - 大規模アプリケーションにReduxを導入する",
            "Chapter 15: Redux in practice: bringing Redux into a large application"
        )
        let viewControllerArticle = (
            BookSource.viewControllerArticle, "記事「iOSアプリでスケールしやすいアーキテクチャを考えてみた④-ViewController編」",
            "Thinking about an iOS app architecture that scales, part 4: the view controller"
        )
        let viewAlertDataSourceArticle = (
            BookSource.viewAlertDataSourceArticle, "記事「iOSアプリでスケールしやすいアーキテクチャを考えてみた⑤-View/Alert/(CollectionView)DataSource編」",
            "Thinking about an iOS app architecture that scales, part 5: view, alert and (collection view) data source"
        )
        let viperArticle = (BookSource.viperArticle, "記事「【Swift】VIPER with Generics」", "VIPER with generics (Swift)")
        typealias Title = (source: BookSource, japanese: String, english: String)
        func entry(_ title: Title, _ screenName: String, _ destination: BookDestination) -> BookEntry {
            BookEntry(source: title.source, japaneseTitle: title.japanese, englishTitle: title.english, screenName: screenName, destination: destination)
        }
        // The gallery's entries, where the app handed the gallery in.
        func galleryEntry(_ title: Title, _ screenName: String, _ destination: (BookGallery) -> BookDestination) -> [BookEntry] {
            gallery.map { [entry(title, screenName, destination($0))] } ?? []
        }
        return [entry(solid, "MessageSender, refactored step by step", .screen { SOLIDStepsViewController() })]
            + galleryEntry(overview, "The pattern gallery: one feature in seven patterns", \.patterns)
            + [
                entry(mvc, "The original MVC counter", .screen { OriginalCounterViewController<CounterController>() }),
                entry(mvc, "The Cocoa MVC counter", .screen { CocoaCounterViewController() }),
                entry(
                    mvp, "User search before the router: the view controller pushes the user itself",
                    .screen { SelfNavigatingUserSearchViewController(directory: directory) }
                ),
                entry(mvp, "User search, passive view", .screen { MVPForm.passiveView.makeUIKitUserSearchScreen(directory: directory) }),
                entry(mvp, "User search, supervising controller", .screen { MVPForm.supervisingController.makeUIKitUserSearchScreen(directory: directory) }),
            ]
            + SignupBinding.allCases.map { binding in
                entry(mvvm, "Sign-up, bound through \(binding)", .screen { SignupViewController(binding: binding) })
            }
            + [entry(mvvm, "User search whose view model emits the navigation", .screen { UserSearchViewController(directory: directory) })]
            + galleryEntry(flux, "The gallery's Flux variant: views observe the stores", \.flux)
            + galleryEntry(redux, "The gallery's Redux variant: one store, routing as actions", \.redux)
            + galleryEntry(clean, "VIPER (10.3): the gallery's scenes", \.viper)
            + [
                entry(coordinator, "Repositories: the list's delegate is a coordinator", .flow { RepoListCoordinator(navigator: $0) }),
                entry(router, "User search: the presenter's router opens a user", .screen { MVPForm.passiveView.makeUIKitUserSearchScreen(directory: directory) }),
            ]
            + galleryEntry(summary, "The pattern gallery: the seven patterns side by side", \.patterns)
            + (clients.map { clients in
                [
                    entry(fluxClient, "The GitHub client in Flux: a dispatcher and stores per feature", clients.flux),
                    entry(reduxClient, "The GitHub client in Redux: one store, routing as state", clients.redux),
                ]
            } ?? [])
            + [
                entry(viewControllerArticle, "Hoge: a view controller that only routes events", .screen { HogeViewController<HogePresenter>() }),
                entry(
                    viewAlertDataSourceArticle, "The animal album: an alert client and cell view models",
                    .screen { AnimalAlbumViewController<AnimalAlbumPresenter, AlertClient<ConfirmChangeAnimalAction>>() }
                ),
            ]
            + galleryEntry(viperArticle, "The gallery's VIPER variant: scenes built by Scene.build", \.viper)
    }
}
#endif
