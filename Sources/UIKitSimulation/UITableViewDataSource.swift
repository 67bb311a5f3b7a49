import Foundation

/// Apple: `@MainActor protocol UITableViewDataSource : NSObjectProtocol`.
/// `numberOfSections(in:)` is optional there (1 when missing); here it has that default.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// Apple: `func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// Apple: `func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Apple: `optional func numberOfSections(in tableView: UITableView) -> Int`.
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// Apple: `@MainActor protocol UITableViewDelegate : UIScrollViewDelegate` (all optional there;
/// here with an empty default).
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    /// Apple: `optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)`.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Apple: `optional func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}
