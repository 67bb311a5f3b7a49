import GitHubBrowserFeatures

// The features' routing protocols, each implemented by the one router: the MVP presenters and the
// Flux screens leave their screens through it.
extension BrowserRouter: SearchRouting, FavouritesRouting, RepositoryDetailRouting, RepositoryListRouting, AccountRouting {}
