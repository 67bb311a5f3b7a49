import Foundation

/// A generated codebase for the lint benchmarks: files shaped like an app's screens (a view
/// controller, its presenter, a root view, a model and a use case), about 250 lines each, with a
/// few findings, written to a temporary folder.
struct LintCorpus {
    let folder: URL
    let lineCount: Int
    let fileCount: Int

    /// Writes files until the corpus has at least `lines` lines.
    static func make(lines: Int) throws -> LintCorpus {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-lint-corpus-\(UUID().uuidString)")
        var written = 0
        var index = 0
        while written < lines {
            let feature = folder.appendingPathComponent("Feature\(index / 50)", isDirectory: true)
            try FileManager.default.createDirectory(at: feature, withIntermediateDirectories: true)
            let source = screen(index)
            try Data(source.utf8).write(to: feature.appendingPathComponent("Screen\(index).swift"))
            written += source.utf8.count { $0 == UInt8(ascii: "\n") }
            index += 1
        }
        return LintCorpus(folder: folder, lineCount: written, fileCount: index)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// One file: the five kinds of type a screen has, with a finding in every tenth file.
    private static func screen(_ index: Int) -> String {
        let name = "Screen\(index)"
        var text = """
            import Foundation
            import StrataAlert

            /// The view controller of screen \(index).
            final class \(name)ViewController<Presenter: \(name)PresenterInputs>: ViewController<\(name)RootView>, \(name)PresenterOutputs {
                private lazy var presenter = Presenter(output: self)
                private lazy var alertClient = AlertClient<\(name)ErrorAction>(presenter: self)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    rootView.reloadButton.addAction { [unowned self] in presenter.didTapReload() }
                    alertClient.register { [unowned self] action in presenter.didChoose(action) }
                    presenter.viewDidLoad()
                }

                func showItems(_ items: [String]) { rootView.showItems(items) }
                func showError(_ strategy: AlertStrategy<\(name)ErrorAction>) { alertClient.show(strategy: strategy) }

            """
        if index % 10 == 0 {
            text += """
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .refresh, object: nil)
                    }

                """
        }
        text += "}\n\n"
        text += """
            /// The presenter of screen \(index).
            @MainActor
            final class \(name)Presenter: \(name)PresenterInputs {
                private weak var output: (any \(name)PresenterOutputs)?
                private var items: [String] = []
                private var page = 0

                init(output: any \(name)PresenterOutputs) {
                    self.output = output
                }

            """
        for method in 0..<12 {
            text += """
                    func step\(method)(_ value: Int, label: String) -> [String] {
                        let doubled = (0..<value).map { $0 * 2 }.filter { $0 % 3 != \(method % 3) }
                        guard !doubled.isEmpty else { return [label] }
                        var result: [String] = []
                        for (offset, number) in doubled.enumerated() where offset < 10 {
                            result.append("\\(label)-\\(number)-\\(offset)")
                        }
                        switch result.count {
                        case 0: return []
                        case 1...5: return result.reversed()
                        default: return Array(result.prefix(5))
                        }
                    }

                """
        }
        text += """
            }

            /// The root view of screen \(index).
            final class \(name)RootView: View, AppView {
                let titleLabel = Label("", alignment: .center)
                let reloadButton = Button(title: "Reload")

                func setup() {
                    let stack = StackView(axis: .vertical, spacing: 1)
                    stack.addArrangedSubview(titleLabel, length: .fit)
                    stack.addArrangedSubview(reloadButton, length: .fixed(1))
                    addSubview(stack)
                }

                func showItems(_ items: [String]) { titleLabel.text = items.joined(separator: ", ") }
            }

            /// A model of screen \(index).
            struct \(name)Item: Hashable, Sendable, Codable {
                var identifier: Int
                var title: String
                var tags: Set<String>
                var updated: Date?

                var isRecent: Bool { updated.map { $0.timeIntervalSinceNow > -86_400 } ?? false }
            }

            """
        return text
    }
}
