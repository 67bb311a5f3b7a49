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
}
