#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif

/// One row of the samples' Book: a chapter of 「iOSアプリ設計パターン入門」, as the book titles it, with
/// an English gloss, and the sample screen that shows it on UIKit.
///
/// The Book lists chapters(directory:); a tap opens the entry's destination.
@MainActor
public struct BookEntry {
    /// The chapter's number: 3, 5, 6, 7, 11, 12.
    public let chapter: Int
    /// The chapter's title as the book has it: "第11章 アプリの起動経路 - Application Coordinatorの導入".
    public let japaneseTitle: String
    /// The same in English, as the book map glosses it: "Chapter 11: Launch paths: introducing the
    /// application coordinator".
    public let englishTitle: String
    /// The sample screen, in a few words: "The original MVC counter".
    public let screenName: String
    /// What a tap opens.
    public let destination: BookDestination

    /// Creates the entry of chapter `chapter` (titled `japaneseTitle`, glossed `englishTitle`),
    /// whose screen `screenName` a tap opens through `destination`.
    public init(chapter: Int, japaneseTitle: String, englishTitle: String, screenName: String, destination: BookDestination) {
        self.chapter = chapter
        self.japaneseTitle = japaneseTitle
        self.englishTitle = englishTitle
        self.screenName = screenName
        self.destination = destination
    }
}
#endif
