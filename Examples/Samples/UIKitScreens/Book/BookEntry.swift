#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif

/// One row of the samples' Book: a chapter of 「iOSアプリ設計パターン入門」 or one of the articles the
/// book map lists after it, titled as the map titles it (in Japanese, with the English gloss), and
/// the sample screen that shows it on UIKit.
///
/// The Book lists chapters(directory:); a tap opens the entry's destination.
@MainActor
public struct BookEntry {
    /// Where the entry comes from: chapter 3, say, or article ④.
    public let source: BookSource
    /// The chapter's or article's title as the book map has it: "第11章 アプリの起動経路 - Application
    /// Coordinatorの導入", "記事「iOSアプリでスケールしやすいアーキテクチャを考えてみた④-ViewController編」".
    public let japaneseTitle: String
    /// The same in English, as the book map glosses it: "Chapter 11: Launch paths: introducing the
    /// application coordinator", "Thinking about an iOS app architecture that scales, part 4: the view
    /// controller".
    public let englishTitle: String
    /// The sample screen, in a few words: "The original MVC counter".
    public let screenName: String
    /// What a tap opens.
    public let destination: BookDestination

    /// Creates the entry of `source` (titled `japaneseTitle`, glossed `englishTitle`), whose screen
    /// `screenName` a tap opens through `destination`.
    public init(source: BookSource, japaneseTitle: String, englishTitle: String, screenName: String, destination: BookDestination) {
        self.source = source
        self.japaneseTitle = japaneseTitle
        self.englishTitle = englishTitle
        self.screenName = screenName
        self.destination = destination
    }

    /// The chapter's number (3, 5, 6, …) for an entry of the book; `nil` for an article's.
    public var chapter: Int? {
        if case let .chapter(number) = source { number } else { nil }
    }
}

/// Where a Book entry comes from, in the book map's order (which is the Book's): the book's chapters
/// by number, then article ④, article ⑤ and the VIPER article, as the map lists them after the book.
public enum BookSource: Hashable, Comparable, Sendable {
    /// Chapter `number` of 「iOSアプリ設計パターン入門」.
    case chapter(Int)
    /// 「iOSアプリでスケールしやすいアーキテクチャを考えてみた④-ViewController編」.
    case viewControllerArticle
    /// 「iOSアプリでスケールしやすいアーキテクチャを考えてみた⑤-View/Alert/(CollectionView)DataSource編」.
    case viewAlertDataSourceArticle
    /// 「【Swift】VIPER with Generics」.
    case viperArticle
}
#endif
