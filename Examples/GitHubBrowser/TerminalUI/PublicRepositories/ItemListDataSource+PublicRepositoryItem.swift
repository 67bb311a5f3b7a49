import GitHubBrowserPresentation
import StrataTerminal

extension ItemListDataSource where Item == PublicRepositoryItem {
    /// The Public tab's list: each row shows the full name and description, with stars and
    /// language at the end.
    public convenience init(listView: ListView) {
        self.init(listView: listView) { item in ListRow(item.text, detail: item.detail) }
    }
}
