#if StrataTools
import SwiftSyntax

extension RuleID {
    /// A presenter, view model, interactor, use case, reducer or store file that imports a UI
    /// framework or a Strata driver.
    public static let uiImportInPresentation = RuleID("ui-import-in-presentation")
}

/// `ui-import-in-presentation`: a presentation file that imports a module of `ui-modules`
/// (``LintConfiguration/uiModules``), reported at the import.
///
/// A file is one of presentation logic by its name (`HogePresenter.swift`, or the part after `+`:
/// `UserView+ViewModel.swift`), or by a presentation type it declares when it declares no view,
/// view controller or cell. A `…Presenter` that is a UIKit helper (a `UI…` subclass, or one that
/// holds a UIKit view, controller or window, or calls `present(_:animated:)`) and files in a
/// `…Tests` folder are not presentation logic.
///
/// A type named `…Store` is judged by what it is, not by its name: it is presentation logic only
/// when it is a store of presentation state (see ``PresentationStore``: it conforms to a store or
/// an observable object, holds `state` or a store, or dispatches), so a certificate store, an image
/// cache or an `enum …SnapshotStore` of static helpers is not. A file named `…Store.swift` is
/// judged by the type of that name when it declares one, and the part after `+` of a file's name
/// (`OCLicenseManager+AppStore.swift`) counts as a store only when the file declares one.
struct UIImportInPresentation: LintRule {
    let id = RuleID.uiImportInPresentation
    let defaultSeverity = Severity.error
    let summary = "Presenters, view models, interactors, use cases, reducers and stores never import a UI framework or a Strata driver."
    let options = [
        RuleOption(key: "ui-modules") { value, configuration throws(ConfigurationError) in
            configuration.uiModules = Set(try value.strings(what: "`ui-modules`"))
        },
    ]

    /// Name endings of the files and types that hold presentation logic.
    static let presentationSuffixes = ["Presenter", "ViewModel", "Interactor", "UseCase", "Reducer", "Store"]

    func makeCheck(for file: LintedFile) -> (any RuleCheck)? { Check(file: file) }

    private final class Check: RuleCheck {
        let hooks: RuleHooks = [
            .enterType, .protocolDecl, .someOrAnyType, .identifierType, .functionDecl, .functionParameter, .variableDecl, .functionCall, .finishFile,
        ]
        let file: LintedFile
        /// The presentation types (by name, see ``presentationSuffixes``) declared in the file, and
        /// whether each is not presentation logic after all: a UIKit helper (a `UI…` subclass, or a
        /// `…Presenter` that holds a UIKit view, controller or window, or calls `present(`), or a
        /// `…Store` that has not shown itself to be a store of presentation state.
        private var presentationTypes: [String: Bool] = [:]
        /// The `…Store` types declared in the file that have not yet shown what makes them a store
        /// (``PresentationStore``); each is in ``presentationTypes`` as not presentation logic until
        /// they do.
        private var storeCandidates: Set<String> = []
        /// Whether the file declares a view, view controller, cell or other UI type.
        private var declaresUIType = false

        init(file: LintedFile) { self.file = file }

        /// Whether the file declares presentation logic: a presentation type that is no UIKit
        /// helper, in a file that declares no UI type.
        private var declaresPresentationType: Bool {
            !declaresUIType && presentationTypes.values.contains(false)
        }

        func enterType(_ scope: TypeScope, declaredBy node: DeclSyntax) {
            if UIImportInPresentation.presentationSuffixes.contains(where: scope.name.hasSuffix) {
                let group = node.asProtocol(DeclGroupSyntax.self)
                let inherited = TypeScope.inheritedNames(group?.inheritanceClause)
                declare(scope.name, isUIKitHelper: scope.isUIKitSubclass, inherited: inherited, attributes: group?.attributes)
            }
            if scope.isUIType { declaresUIType = true }
        }

        func visit(_ node: ProtocolDeclSyntax) {
            let name = node.name.text
            if UIImportInPresentation.presentationSuffixes.contains(where: name.hasSuffix) {
                // A protocol that refines a UIKit class (`NoticePresenter: UIViewController`) is a UIKit helper's.
                let inherited = TypeScope.inheritedNames(node.inheritanceClause)
                declare(name, isUIKitHelper: inherited.contains { $0.hasPrefix("UI") }, inherited: inherited, attributes: node.attributes)
            }
        }

        /// Records a presentation type by its name; a `…Store` counts only once it shows it is a
        /// store of presentation state.
        private func declare(_ name: String, isUIKitHelper: Bool, inherited: [String], attributes: AttributeListSyntax?) {
            if !isUIKitHelper, PresentationStore.needsEvidence(name), !PresentationStore.isStore(inherited: inherited, attributes: attributes) {
                storeCandidates.insert(name)
                presentationTypes[name] = true
            } else {
                presentationTypes[name] = isUIKitHelper
            }
        }

        /// The `…Store` the walk is directly in that has not yet shown it is a store, if any.
        private func currentStoreCandidate() -> String? {
            guard !storeCandidates.isEmpty, let type = file.scopes.innermostType, storeCandidates.contains(type.name) else { return nil }
            return type.name
        }

        /// A `…Store` shows it is a store of presentation state: it is presentation logic.
        private func confirmStore(_ name: String) {
            storeCandidates.remove(name)
            presentationTypes[name] = false
        }

        /// A `dispatch` or `subscribe` method makes a `…Store` a store.
        func visit(_ node: FunctionDeclSyntax, isPrivate: Bool) {
            guard let store = currentStoreCandidate(), PresentationStore.storeMethods.contains(node.name.text) else { return }
            confirmStore(store)
        }

        /// A SwiftUI view's body (`some View`, `AnyView`): the file declares UI.
        func visit(_ node: SomeOrAnyTypeSyntax) {
            if TypeScope.baseName(of: node.constraint) == "View" { declaresUIType = true }
        }

        func visit(_ node: IdentifierTypeSyntax) {
            if !declaresUIType, node.name.text == "AnyView" { declaresUIType = true }
        }

        /// A presenter that takes a UIKit view or controller to show things on is a UIKit helper.
        func visit(_ node: FunctionParameterSyntax) {
            guard let presenter = currentPresenter() else { return }
            if UIImportInPresentation.holdsUIKitObject(node.type) { presentationTypes[presenter] = true }
        }

        /// A presenter that holds a UIKit view, controller or window is a UIKit helper; a `…Store`
        /// that holds `state`, a store or a `@Published` property is a store.
        func visit(_ node: VariableDeclSyntax) {
            if let store = currentStoreCandidate(), PresentationStore.isStoreProperty(node) { confirmStore(store) }
            guard file.scopes.isDirectlyInType, let presenter = currentPresenter() else { return }
            if node.bindings.contains(where: { $0.typeAnnotation.map { UIImportInPresentation.holdsUIKitObject($0.type) } ?? false }) {
                presentationTypes[presenter] = true
            }
        }

        /// UIKit's `present(_:animated:)`, on any controller: a presenter that does it puts things on
        /// screen. A `…Store` that dispatches is a store.
        func visit(_ node: FunctionCallExprSyntax, callee: Callee) {
            if callee.name == "dispatch", !storeCandidates.isEmpty, let type = file.scopes.currentType, storeCandidates.contains(type.name) {
                confirmStore(type.name)
            }
            guard callee.name == "present", let presenter = currentPresenter() else { return }
            if node.arguments.contains(where: { $0.label?.text == "animated" }) { presentationTypes[presenter] = true }
        }

        /// The name of the type the walk is in when it is one of the file's presentation types named
        /// `…Presenter`: the one a UIKit object or `present(` shows to be a UIKit helper. Asked
        /// first, since most code is in no such type.
        private func currentPresenter() -> String? {
            guard !presentationTypes.isEmpty, let type = file.scopes.currentType, type.name.hasSuffix("Presenter"), presentationTypes[type.name] != nil else { return nil }
            return type.name
        }

        func finishFile() {
            // Only an import of a UI module can be reported.
            guard file.imports.contains(where: { file.configuration.uiModules.contains($0.module) }) else { return }
            let components = file.path.split(separator: "/")
            let fileName = components.last.map(String.init) ?? file.path
            // `HogePresenter.swift`, `UserView+ViewModel.swift`: the type a file is named after (or
            // the part after `+`), unless the file shows it to be a UIKit helper.
            let nameParts = fileName.split(separator: ".").first.map { $0.split(separator: "+").map(String.init) } ?? [fileName]
            let declared = presentationTypes
            let onlyUIKitHelpersDeclared = !declared.isEmpty && declared.values.allSatisfy { $0 }
            let namedAfterPresentation = [nameParts.first, nameParts.last].contains { part in
                guard let part, UIImportInPresentation.presentationSuffixes.contains(where: part.hasSuffix) else { return false }
                if let notPresentation = declared[part] { return !notPresentation }
                // `OCLicenseManager+AppStore.swift`: a `…Store` after `+` names what an extension is
                // about, not a store the file declares.
                if nameParts.count > 1, part == nameParts.last, PresentationStore.needsEvidence(part) { return false }
                // Named after no type it declares, while not all it declares are UIKit helpers or
                // stores of something else.
                return !onlyUIKitHelpersDeclared
            }
            guard namedAfterPresentation || declaresPresentationType else { return }
            // Test doubles and fixtures may drive UIKit.
            guard !components.dropLast().contains(where: { $0.hasSuffix("Tests") }) else { return }
            for (module, position) in file.imports where file.configuration.uiModules.contains(module) {
                file.report(
                    .uiImportInPresentation, at: position,
                    "presentation logic imports '\(module)'; presenters, view models, interactors, use cases, reducers and stores stay free of UI frameworks and drivers"
                )
            }
        }
    }

    /// Whether a property or parameter of this type holds a UIKit view, controller or window.
    private static func holdsUIKitObject(_ type: TypeSyntax) -> Bool {
        var type = type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
        guard let name = TypeScope.baseName(of: type), name.hasPrefix("UI") else { return false }
        return ["View", "ViewController", "Controller", "Window"].contains(where: name.hasSuffix)
    }
}
#endif
