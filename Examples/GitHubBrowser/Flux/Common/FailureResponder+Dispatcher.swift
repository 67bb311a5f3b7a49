import GitHubBrowserApplication
import GitHubBrowserFeatures
import StrataFlux

extension FailureResponder {
    /// Answers every failure `dispatcher` carries (the Flux app's §15.3): the failure actions of a
    /// feature's action creator reach the feature's stores, and so the screen, first; the answer
    /// (a refused session signs out) starts after the dispatch.
    func follow<Action: FailureReporting>(_ dispatcher: Dispatcher<Action>) {
        dispatcher.register { [weak self] action in
            if let failure = action.failure { self?.respond(to: failure, answeredInPlace: action.answersFailureInPlace) }
        }
    }
}
