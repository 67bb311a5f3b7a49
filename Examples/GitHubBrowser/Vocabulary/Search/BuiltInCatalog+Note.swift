import GitHubBrowserApplication

extension BuiltInCatalog {
    /// The line the Search tab shows under its list; the date comes first, so a narrow screen
    /// that cuts the line keeps it.
    public var note: String {
        let count = CountFormat.grouped(repositoryCount)
        return "Offline catalog of \(day): \(count) \(CountFormat.repositories(repositoryCount)) of the GitHub ranking (\(source), \(licence) licence)."
    }

    /// `22 Aug 2026` for `2026-08-22`, the same in every locale; the date as given if it is not in
    /// that form.
    var day: String {
        let parts = date.split(separator: "-")
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard parts.count == 3, let month = Int(parts[1]), let dayOfMonth = Int(parts[2]), months.indices.contains(month - 1) else {
            return date
        }
        return "\(dayOfMonth) \(months[month - 1]) \(parts[0])"
    }
}
