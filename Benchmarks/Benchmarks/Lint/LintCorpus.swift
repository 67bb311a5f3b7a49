import Foundation

/// A generated codebase for the lint benchmarks, written to a temporary folder: an app's screens, a
/// finding in every tenth screen, in one of two shapes (``Shape``).
struct LintCorpus {
    /// How the generated code is written.
    enum Shape {
        /// Written the way the six open-source UIKit apps of the real-app benchmark are, measured
        /// over their 1,241,148 lines: 6.1 tokens a line (words and punctuation, comments
        /// included), 38.6 bytes a line, 16% blank lines, 12% comment lines, 122 lines a file.
        /// This shape has 6.7 tokens, 35 bytes, 16% blank and 12% comment lines, and 107 lines a
        /// file: two files a screen, its view controller (with a table) and its presenter, root
        /// view, model and use case.
        case app
        /// Dense code: about 10 tokens a line, 5% blank and 2% comment lines — a view controller,
        /// a presenter with twelve compact methods, a root view and a model. Kept to show what
        /// costs per line when every line is full: the parser's time follows tokens, not lines.
        case dense
    }

    let folder: URL
    let lineCount: Int
    let fileCount: Int
    /// The screens: one in every ten has a finding.
    let screenCount: Int

    /// Writes screens of `shape` until the corpus has at least `lines` lines.
    static func make(lines: Int, shape: Shape) throws -> LintCorpus {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-lint-corpus-\(UUID().uuidString)")
        var written = 0
        var fileCount = 0
        var index = 0
        while written < lines {
            let feature = folder.appendingPathComponent("Feature\(index / 50)", isDirectory: true)
            try FileManager.default.createDirectory(at: feature, withIntermediateDirectories: true)
            let files = switch shape {
            case .app: [("Screen\(index)ViewController", appViewControllerFile(index)), ("Screen\(index)Presenter", appLogicFile(index))]
            case .dense: [("Screen\(index)", denseScreen(index))]
            }
            for (name, source) in files {
                try Data(source.utf8).write(to: feature.appendingPathComponent("\(name).swift"))
                written += source.utf8.count { $0 == UInt8(ascii: "\n") }
                fileCount += 1
            }
            index += 1
        }
        return LintCorpus(folder: folder, lineCount: written, fileCount: fileCount, screenCount: index)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The finding every tenth file has, in either shape: an observer added after `viewDidLoad`.
    private static func observerAddedLate(_ index: Int) -> String {
        guard index % 10 == 0 else { return "" }
        return """

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .refresh, object: nil)
                }

            """
    }

    /// The first file of a screen of the `.app` shape: its view controller, as the real apps write
    /// one, with the table's data source and delegate in an extension.
    private static func appViewControllerFile(_ index: Int) -> String {
        let name = "Feature\(index / 50)ItemListScreen\(index)"
        return """
            //
            //  \(name)ViewController.swift
            //  Feature \(index / 50)
            //

            import Foundation
            import StrataAlert

            // MARK: - View controller

            /// Shows the items of screen \(index) in a table, and routes its events to the presenter.
            final class \(name)ViewController: ViewController<\(name)RootView>, \(name)PresenterOutputs {
                // MARK: Properties

                private lazy var presenter = \(name)Presenter(output: self, useCase: \(name)UseCase())
                private lazy var alertClient = AlertClient<\(name)ErrorAction>(viewController: self)
                private var items: [\(name)Item] = []
                private var isLoading = false

                // MARK: Lifecycle

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Screen \(index)"
                    rootView.tableView.dataSource = self
                    rootView.tableView.delegate = self
                    rootView.reloadButton.addAction { [unowned self] in
                        presenter.didTapReload()
                    }
                    alertClient.register { [unowned self] action in
                        presenter.didChoose(action)
                    }
                    presenter.viewDidLoad()
                }
            \(observerAddedLate(index))
                // MARK: Presenter outputs

                func showItems(_ items: [\(name)Item]) {
                    self.items = items
                    rootView.tableView.reloadData()
                    rootView.emptyLabel.isHidden = !items.isEmpty
                }

                func showLoading(_ isLoading: Bool) {
                    self.isLoading = isLoading
                    rootView.spinner.isAnimating = isLoading
                }

                func showError(_ strategy: AlertStrategy<\(name)ErrorAction>) {
                    alertClient.show(strategy: strategy)
                }
            }

            // MARK: - Table view

            extension \(name)ViewController: TableViewDataSource, TableViewDelegate {
                func numberOfRows(in tableView: TableView) -> Int {
                    items.count
                }

                func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
                    let item = items[indexPath.row]
                    cell.textLabel?.text = item.title
                    cell.detailTextLabel?.text = item.subtitle
                    cell.accessoryType = item.isFavourite ? .checkmark : .none
                    cell.accessibilityLabel = [item.title, item.subtitle, item.isFavourite ? "favourite" : nil].compactMap { $0 }.joined(separator: ", ")
                    cell.accessibilityHint = NSLocalizedString("Double-tap to mark it as a favourite", comment: "The hint of an item's row")
                    return cell
                }

                func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
                    tableView.deselectRow(at: indexPath, animated: true)
                    presenter.didSelect(items[indexPath.row])
                }
            }

            """
    }

    /// The second file of a screen of the `.app` shape: the presenter, the root view, the model and
    /// the use case.
    private static func appLogicFile(_ index: Int) -> String {
        let name = "Feature\(index / 50)ItemListScreen\(index)"
        return """
            //
            //  \(name)Presenter.swift
            //  Feature \(index / 50)
            //

            import Foundation
            import os

            // MARK: - Presenter

            /// The logic of screen \(index): loads the items, keeps the page, and says what to show.
            @MainActor
            final class \(name)Presenter {
                private weak var output: (any \(name)PresenterOutputs)?
                private let useCase: \(name)UseCase
                private var items: [\(name)Item] = []
                private var page = 0
                private var task: Task<Void, Never>?

                init(output: any \(name)PresenterOutputs, useCase: \(name)UseCase) {
                    self.output = output
                    self.useCase = useCase
                }

                /// The screen appeared for the first time.
                func viewDidLoad() {
                    load(page: 0)
                }

                /// Reload was tapped: start again from the first page, dropping the items loaded so far so
                /// that an item removed on the server since does not stay on screen.
                func didTapReload() {
                    items = []
                    load(page: 0)
                }

                func didSelect(_ item: \(name)Item) {
                    guard let index = items.firstIndex(of: item) else { return }
                    items[index].isFavourite.toggle()
                    output?.showItems(items)
                }

                func didChoose(_ action: \(name)ErrorAction) {
                    switch action {
                    case .retry:
                        load(page: page)
                    case .cancel:
                        output?.showLoading(false)
                    }
                }

                // MARK: Loading

                private func load(page: Int) {
                    task?.cancel()
                    output?.showLoading(true)
                    task = Task { [weak self] in
                        guard let self else { return }
                        do {
                            let loaded = try await useCase.items(page: page)
                            self.page = page
                            logger.debug("Loaded \\(loaded.count) items of page \\(page) for screen \(index) (\\(items.count) before)")
                            items += loaded.filter { item in !items.contains { $0.identifier == item.identifier } }
                            output?.showItems(items)
                        } catch is CancellationError {
                            return
                        } catch {
                            // Offer to try again; the items shown so far stay.
                            output?.showError(.alert(title: "Could not load", message: error.localizedDescription))
                        }
                        output?.showLoading(false)
                    }
                }
            }

            // MARK: - Root view

            /// The views of screen \(index).
            final class \(name)RootView: View, AppView {
                let tableView = TableView()
                let emptyLabel = Label("Nothing here yet", alignment: .center)
                let reloadButton = Button(title: "Reload")
                let spinner = ActivityIndicator()

                func setup() {
                    let stack = StackView(axis: .vertical, spacing: 1)
                    stack.addArrangedSubview(tableView, length: .fill)
                    stack.addArrangedSubview(emptyLabel, length: .fit)
                    stack.addArrangedSubview(reloadButton, length: .fixed(1))
                    emptyLabel.font = .preferredFont(forTextStyle: .body).withTraits(.traitItalic, weight: .regular)
                    addSubview(stack)
                    addSubview(spinner)
                }
            }

            // MARK: - Model

            /// One item of screen \(index), as the server sends it.
            struct \(name)Item: Hashable, Sendable, Codable {
                var identifier: Int
                var title: String
                var subtitle: String?
                var isFavourite: Bool
                var updated: Date?

                enum CodingKeys: String, CodingKey {
                    case identifier = "id"
                    case title
                    case subtitle = "description"
                    case isFavourite = "is_favourite"
                    case updated = "updated_at"
                }

                /// Whether the item changed in the last day.
                var isRecent: Bool {
                    guard let updated else { return false }
                    return updated.timeIntervalSinceNow > -86_400
                }
            }

            enum \(name)ErrorAction: Hashable, Sendable {
                case retry
                case cancel
            }

            // MARK: - Use case

            /// Reads the items of screen \(index) from the server, a page at a time, decoding the dates the
            /// server sends in ISO 8601. Throws `URLError.badServerResponse` for any status but 200.
            struct \(name)UseCase: Sendable {
                var pageSize = 30

                func items(page: Int) async throws -> [\(name)Item] {
                    let url = URL(string: "https://api.example.com/screens/\(index)/items?page=\\(page)&per_page=\\(pageSize)")!
                    let (data, response) = try await URLSession.shared.data(from: url)
                    guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
                        throw URLError(.badServerResponse)
                    }
                    logger.info("GET \\(url.absoluteString) answered \\(http.statusCode) with \\(data.count) bytes", privacy: .public)
                    let decoder = JSONDecoder()
                    decoder.dateDecodingStrategy = .iso8601
                    return try decoder.decode([\(name)Item].self, from: data)
                }
            }

            """
    }

    /// One file of the `.dense` shape.
    private static func denseScreen(_ index: Int) -> String {
        let name = "Screen\(index)"
        var text = """
            import Foundation
            import StrataAlert

            /// The view controller of screen \(index).
            final class \(name)ViewController<Presenter: \(name)PresenterInputs>: ViewController<\(name)RootView>, \(name)PresenterOutputs {
                private lazy var presenter = Presenter(output: self)
                private lazy var alertClient = AlertClient<\(name)ErrorAction>(viewController: self)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    rootView.reloadButton.addAction { [unowned self] in presenter.didTapReload() }
                    alertClient.register { [unowned self] action in presenter.didChoose(action) }
                    presenter.viewDidLoad()
                }

                func showItems(_ items: [String]) { rootView.showItems(items) }
                func showError(_ strategy: AlertStrategy<\(name)ErrorAction>) { alertClient.show(strategy: strategy) }

            """
        text += observerAddedLate(index)
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
                    emptyLabel.font = .preferredFont(forTextStyle: .body).withTraits(.traitItalic, weight: .regular)
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
