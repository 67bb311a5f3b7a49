import StrataTerminal

/// The terminal's view controllers for the browser's screens, for every architecture's screen
/// builder.
///
/// It learns each screen in that screen's own view-controller file, where it adopts the feature's
/// hosting protocol (`extension TerminalDriver: SearchHosting` in
/// `TerminalViews/Search/SearchViewController.swift`) and names the view controller and list data
/// source that show it. A new screen therefore adds no line here.
public struct TerminalDriver: Sendable {
    /// What the driver's screens are: the view controllers its navigation controllers push.
    public typealias Screen = BaseViewController

    /// Creates the driver.
    public init() {}
}
