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
}
