#if !StrataTools
import Foundation

/// `strata` as built without the package's `StrataTools` trait: it has no linter and no templates,
/// and says how to get them, so that a plugin applied without the trait fails with an answer rather
/// than a missing module.
@main
enum WithoutStrataTools {
    static func main() {
        let message = """
            strata: this build of Strata has no tools. They come with the package's StrataTools trait:
              in an app's Package.swift: .package(url: "<Strata's URL>", from: "0.1.0", traits: ["StrataTools"])
              in Strata's own folder:    swift run --traits StrataTools strata --help

            """
        FileHandle.standardError.write(Data(message.utf8))
        exit(2)
    }
}
#endif
