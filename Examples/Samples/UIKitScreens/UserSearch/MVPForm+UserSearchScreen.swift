#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters

extension MVPForm {
    /// The user search screen on UIKit written in this form, searching `directory`: put it at the
    /// root of a `UINavigationController`, which the user's repositories are pushed on.
    @MainActor
    public func makeUIKitUserSearchScreen(directory: any UserDirectory) -> UIViewController {
        switch self {
        case .passiveView: PassiveUserSearchViewController<PassiveUserSearchPresenter>(directory: directory)
        case .supervisingController: SupervisingUserSearchViewController<SupervisingUserSearchPresenter>(directory: directory)
        }
    }
}
#endif
