#if StrataTools
import StrataLint
import Testing

@Suite("ui-import-in-presentation")
struct UIImportInPresentationTests {
    @Test("a presenter, view model, interactor, use case, reducer or store file that imports a UI framework or driver is reported at the import", arguments: [
        ("HogePresenter.swift", "UIKit"), ("LoginViewModel.swift", "SwiftUI"), ("ArticleInteractor.swift", "AppKit"),
        ("SearchUseCase.swift", "UIKit"), ("AppReducer.swift", "StrataTerminal"), ("FavouritesStore.swift", "StrataUIKit"),
        ("SearchPresenter+Paging.swift", "UIKit"),
    ])
    func presentationFileImportingUI(file: String, module: String) {
        let findings = lint("import Foundation\nimport \(module)\n\nfinal class Thing {}\n", path: "Sources/App/\(file)")
        #expect(findings.map(\.rule) == [.uiImportInPresentation])
        #expect(findings.first?.line == 2)
        #expect(findings.first?.severity == .error)
    }

    @Test("a file that declares a presenter is a presentation file whatever its name")
    func declaredPresenter() {
        let source = "import UIKit\n\n@MainActor final class HogePresenter: HogePresenterInputs {}\n"
        #expect(rules(source, path: "Sources/App/Hoge.swift") == [.uiImportInPresentation])
    }

    @Test("view controllers and root views may import UIKit; presenters may import Foundation and StrataAlert")
    func allowedImports() {
        #expect(rules("import UIKit\nfinal class HogeViewController: ViewController<HogeRootView> {}\n", path: "Sources/App/HogeViewController.swift").isEmpty)
        #expect(rules("import UIKit\nfinal class HogeRootView: UIView, AppView {}\n", path: "Sources/App/HogeRootView.swift").isEmpty)
        #expect(rules("import Foundation\nimport StrataAlert\nfinal class HogePresenter {}\n", path: "Sources/App/HogePresenter.swift").isEmpty)
    }

    @Test("the UI modules are configurable")
    func configurableModules() throws {
        let configuration = try LintConfiguration(yaml: "rules:\n  ui-import-in-presentation:\n    ui-modules: [MyDesignSystem]\n", baseDirectory: "/")
        #expect(rules("import UIKit\nimport MyDesignSystem\n", path: "HogePresenter.swift", configuration: configuration) == [.uiImportInPresentation])
    }

    @Test("on real apps: view files that also declare their view model, UIKit helpers named …Presenter, and test folders are not reported")
    func realAppShapes() {
        #expect(rules("import SwiftUI\nstruct EpisodeView: View {\n    var body: some View { Text(\"\") }\n}\nfinal class EpisodeViewModel: ObservableObject {}\n", path: "Sources/App/EpisodeView.swift").isEmpty)
        #expect(rules("import UIKit\nfinal class ToastViewPresenter {\n    private weak var viewController: UIViewController?\n}\n", path: "Sources/App/ToastViewPresenter.swift").isEmpty)
        #expect(rules("import UIKit\nfinal class CardPresenter: UIPresentationController {}\n", path: "Sources/App/CardPresenter.swift").isEmpty)
        #expect(rules("import UIKit\nfinal class ErrorPresenter {\n    func show(_ error: Error, on host: Host) { host.present(alert(error), animated: true) }\n}\n", path: "Sources/App/Error.swift").map(\.self) == [])
        #expect(rules("import UIKit\nfinal class LoginPresenterTests: XCTestCase {}\n", path: "Tests/AppTests/LoginPresenterTests.swift").isEmpty)
    }

    @Test("on real apps: a view model in a file named after it, or after a + part, or holding a navigation controller, is still reported")
    func realAppFindings() {
        #expect(rules("import UIKit\nextension UserView {\n    final class ViewModel: ObservableObject {}\n}\n", path: "Sources/App/UserView+ViewModel.swift") == [.uiImportInPresentation])
        #expect(rules("import UIKit\nfinal class FlowViewModel {\n    let navigation: UINavigationController\n}\n", path: "Sources/App/FlowViewModel.swift") == [.uiImportInPresentation])
        #expect(rules("import UIKit\nfinal class SearchPresenter {\n    func search() {}\n}\n", path: "Sources/App/Search.swift") == [.uiImportInPresentation])
    }

    @Test("on real apps: SwiftUI modifiers and previews, presenters that take a view controller to show on, and protocols refining one are UI, not presentation logic")
    func moreUIShapes() {
        #expect(rules("import SwiftUI\nstruct PlayPauseModifier: AnimatableModifier {}\nfinal class PlayPauseViewModel {}\n", path: "Sources/App/PlayPauseAnimatableModifier.swift").isEmpty)
        #expect(rules("import SwiftUI\nenum SearchScreenState {\n    static var preview: AnyView { AnyView(EmptyView()) }\n}\nfinal class SearchScreenViewModel {}\n", path: "Sources/App/SearchScreenState.swift").isEmpty)
        #expect(rules("import UIKit\nfinal class PrivacyBannerPresenter {\n    func present(in viewController: UIViewController) {}\n}\n", path: "Sources/App/PrivacyBannerPresenter.swift").isEmpty)
        #expect(rules("import UIKit\nprotocol NoticePresenter: UIViewController {}\n", path: "Sources/App/NoticePresenter.swift").isEmpty)
        #expect(rules("import UIKit\nfinal class UserIndicatorTypePresenter {\n    weak var window: UIWindow?\n}\n", path: "Sources/App/UserIndicatorPresenter.swift").isEmpty)
    }

    @Test("a …Store is judged by what it is: a certificate store, an enum of snapshot helpers in an app delegate, a protocol named …ReStore and an extension file named …+AppStore are not stores")
    func storesByName() {
        #expect(rules("import UIKit\nopen class TrustStore {\n    private var certificates: [Data] = []\n    func add(_ certificate: Data) { certificates.append(certificate) }\n}\n", path: "Sources/Storage/TrustStore.swift").isEmpty)
        let delegate = """
            import UIKit
            final class WatchDelegate: NSObject, WKApplicationDelegate {
                func applicationDidFinishLaunching() { GlanceSnapshotStore.refresh() }
            }
            enum GlanceSnapshotStore {
                static func refresh() {}
            }
            """
        #expect(rules(delegate, path: "Sources/Watch/WatchDelegate.swift").isEmpty)
        #expect(rules("import UIKit\n@objc protocol ItemBookmarkReStore: Item {\n    func store(in slot: UUID?) -> Bookmark?\n}\n", path: "Sources/App/Item+Protocols.swift").isEmpty)
        #expect(rules("import UIKit\nextension LicenseManager {\n    func buy(_ product: Product) {}\n}\n", path: "Sources/App/LicenseManager+AppStore.swift").isEmpty)
    }

    @Test("a …Store that is a store of presentation state is reported: an observable object, one that holds state or a store, dispatches, or subscribes", arguments: [
        "final class WalletStore: ObservableObject {}",
        "@Observable final class CartStore {}",
        "final class CounterStore: Store<CounterState, CounterAction> {}",
        "final class CounterStore {\n    private(set) var state = CounterState()\n}",
        "final class GalleryStore {\n    let store = Store(initialState: GalleryState(), reducer: reduce)\n}",
        "final class FeedStore {\n    func refresh() { inner.dispatch(.refresh) }\n}",
        "final class BadgeStore {\n    @Published var count = 0\n}",
        "protocol TimelineStore {\n    func subscribe(_ observer: @escaping (TimelineState) -> Void)\n}",
    ])
    func storesByWhatTheyAre(declaration: String) {
        #expect(rules("import UIKit\n\(declaration)\n", path: "Sources/App/Logic.swift") == [.uiImportInPresentation])
    }

    @Test("a file named …Store.swift is judged by the type of that name when it declares one")
    func storeFiles() {
        #expect(rules("import UIKit\nfinal class ImageStore {\n    func image(for key: String) -> UIImage? { nil }\n}\n", path: "Sources/App/ImageStore.swift").isEmpty)
        #expect(rules("import UIKit\nfinal class SettingsStore {\n    func dispatch(_ action: SettingsAction) {}\n}\n", path: "Sources/App/SettingsStore.swift") == [.uiImportInPresentation])
    }
}
#endif
