import ArgumentParser
import GitHubBrowserComposition

/// `--source offline|github`.
extension CatalogSource: ExpressibleByArgument {}
