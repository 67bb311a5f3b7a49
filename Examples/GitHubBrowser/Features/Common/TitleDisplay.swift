/// A screen's title, as a view controller of every driver has it (the terminal's and UIKit's
/// `title`): what a screen object sets when the title follows its state (a repository's name once
/// it has loaded).
@MainActor
public protocol TitleDisplay: AnyObject {
    /// The title shown in the navigation bar.
    var title: String? { get set }
}
