#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataCore
import GitHubBrowserFeatures
import GitHubBrowserVocabulary

/// The Settings screen's views: a button per architecture with the chapter that builds the
/// client that way (the one in use marked ✓), the app's version, and — in a debug build of the
/// Redux app — a button that shows the store's state below it.
public final class SettingsRootView: UIView, AppView, SettingsDisplay {
    /// "The GitHub client's architecture".
    public let architectureHeading = UILabel()
    /// One button per architecture, in the book's order: "✓ MVP", "Flux", "Redux".
    public private(set) var architectureButtons: [(architecture: BrowserArchitecture, button: UIButton)] = []
    /// The app's version.
    public let versionLabel = UILabel()
    /// Shows the Redux store's state; hidden unless the screen offers it.
    public let dumpStateButton = UIButton()
    /// The Redux store's state, once asked for.
    public let stateLabel = UILabel()
    /// Scrolls the stack: a state can be long.
    public let scrollView = UIScrollView()
    private let stack = UIStackView()
    private let options = UIStackView()

    /// Lays out the views, top to bottom.
    public func setup() {
        architectureHeading.text = "The GitHub client's architecture"
        stateLabel.numberOfLines = 0
        dumpStateButton.setTitle("Show the store's state", for: .normal)
        dumpStateButton.isHidden = true
        options.axis = .vertical
        options.spacing = 8
        stack.axis = .vertical
        stack.spacing = 12
        for view in [architectureHeading, options, versionLabel, dumpStateButton, stateLabel] { stack.addArrangedSubview(view) }
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth]
        scrollView.addSubview(stack)
        addSubview(scrollView)
    }

    #if canImport(UIKit)
    /// Sizes the stack to its content, which the scroll view scrolls.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let size = stack.systemLayoutSizeFitting(
            CGSize(width: scrollView.bounds.width, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        )
        stack.frame = CGRect(x: 0, y: 0, width: scrollView.bounds.width, height: size.height)
        scrollView.contentSize = stack.frame.size
    }
    #endif

    /// Shows the architectures (once: a change of architecture makes a new screen), the version
    /// and whether the state can be shown. A tap on an architecture goes to ``onChoose``.
    public func show(_ content: SettingsContent) {
        if architectureButtons.isEmpty { addButtons(for: content.options) }
        versionLabel.text = content.version
        dumpStateButton.isHidden = !content.canDumpState
    }

    private func addButtons(for options: [ArchitectureOption]) {
        architectureButtons = options.map { option in
            let button = UIButton()
            button.setTitle(option.isChosen ? "✓ \(option.name)" : option.name, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.onChoose?(option.architecture) }, for: .touchUpInside)
            let chapter = UILabel()
            chapter.text = option.chapter
            chapter.numberOfLines = 0
            self.options.addArrangedSubview(button)
            self.options.addArrangedSubview(chapter)
            return (option.architecture, button)
        }
    }

    /// Shows the Redux store's state.
    public func showStateDump(_ text: String) {
        stateLabel.text = text
    }

    /// What a tap on an architecture's button does: the view controller routes it to the screen.
    public var onChoose: (@MainActor (BrowserArchitecture) -> Void)?
}
#endif
