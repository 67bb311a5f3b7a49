import GitHubBrowserFeatures

// The features' routing protocols, each implemented by the one router.
extension BrowserRouter: SearchRouting, FavouritesRouting, RepositoryDetailRouting, PublicRepositoriesRouting {}
