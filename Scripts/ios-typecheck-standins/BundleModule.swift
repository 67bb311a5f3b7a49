// A stand-in, for the iOS type-check only, for the `Bundle.module` accessor SwiftPM generates for a
// target with resources (GitHubBrowserCatalogSeed): check.sh compiles a target's sources with swiftc,
// which generates none. Never part of a product.
import Foundation

extension Bundle {
    static let module = Bundle.main
}
