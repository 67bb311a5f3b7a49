import GitHubBrowserPresentation
import StrataTerminal

extension ItemListDataSource where Item == RepositoryRow {
    /// The list of repositories of the Search and Favourites screens: each row shows the favourite
    /// mark, the full name and the description, with the language and stars at the end.
    public convenience init(listView: ListView) {
        self.init(listView: listView) { row in ListRow(row.text, detail: row.detail) }
    }
}
