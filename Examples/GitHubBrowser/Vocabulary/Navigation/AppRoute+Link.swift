import Foundation
import StrataNavigation

extension AppRoute {
    /// The route a `strata://` link opens — a link given on the command line (`github-browser open`)
    /// — or why it opens none, in the words of the launch-error alert.
    ///
    /// ```swift
    /// AppRoute.route(forLink: "strata://repos/apple/swift")   // .success(.repository(apple/swift))
    /// AppRoute.route(forLink: "not a link")                   // .failure: "… is not a URL"
    /// ```
    public static func route(forLink link: String) -> Result<AppRoute, LinkProblem> {
        guard let url = URL(string: link, encodingInvalidCharacters: false), url.scheme != nil else {
            return .failure(LinkProblem(description: DeepLinkError.malformedURL(link).description))
        }
        do {
            return .success(try resolver().resolve(.urlScheme(url)))
        } catch {
            return .failure(LinkProblem(error))
        }
    }
}

/// Why a link opens no route: the second line of the launch-error alert.
public struct LinkProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The problem, as the alert says it.
    public let description: String

    init(description: String) {
        self.description = description
    }

    /// The problem `error` describes: a deep link's own words when it is one.
    public init(_ error: any Error) {
        switch error {
        case LaunchRouteError.deepLink(let linkError): description = linkError.description
        case let error as CustomStringConvertible: description = error.description
        default: description = String(describing: error)
        }
    }
}
