import GitHubBrowserFeatures
import StrataTerminal

// Every terminal screen has a title a screen object can set.
extension BaseViewController: TitleDisplay {}
