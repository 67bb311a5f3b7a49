import GitHubBrowserNavigation
import GitHubBrowserVocabulary

// The MVP presenters' routing protocols, each implemented by the one router.
extension BrowserRouter: AccountRouting {}
