// For Scripts/ios-link.sh only: the `Bundle.module` accessor SwiftPM generates, on Apple platforms, for
// GitHubBrowserCatalogSeed (a target with resources) — swiftc alone generates none. Like SwiftPM's, it looks
// for the resource bundle "<package name>_<target name>.bundle" at the root of the app bundle, which is
// where ios-link.sh puts it. (SwiftPM's also falls back to its build folder; an app on a device has none.)
import Foundation

extension Foundation.Bundle {
    static let module: Bundle = {
        let mainPath = Bundle.main.bundleURL.appendingPathComponent("StrataExamples_GitHubBrowserCatalogSeed.bundle").path
        guard let bundle = Bundle(path: mainPath) else {
            Swift.fatalError("could not load resource bundle: from \(mainPath)")
        }
        return bundle
    }()
}
