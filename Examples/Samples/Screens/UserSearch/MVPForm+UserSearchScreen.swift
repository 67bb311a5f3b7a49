import SamplePresenters
import StrataTerminal

extension MVPForm {
    /// The user search screen written in this form, searching `directory`: put it at the root of
    /// a navigation controller, which the user's repositories are pushed on.
    @MainActor
    public func makeUserSearchScreen(directory: any UserDirectory) -> BaseViewController {
        switch self {
        case .passiveView: PassiveUserSearchViewController<PassiveUserSearchPresenter>(directory: directory)
        case .supervisingController: SupervisingUserSearchViewController<SupervisingUserSearchPresenter>(directory: directory)
        }
    }
}
