import ArgumentParser
import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import StrataTerminal
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `github-browser catalog import FILE.csv`: loads a public GitHub ranking CSV into the offline
/// catalog, in one transaction, and reports rows read, repositories imported and rows skipped with
/// their reasons. A progress bar is drawn on standard error when it is a terminal.
struct CatalogImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a GitHub ranking CSV into the offline catalog.",
        discussion: """
            The file is a public GitHub ranking CSV (as published by the EvanLi/Github-Ranking \
            project) with the header \
            rank,item,repo_name,stars,forks,language,repo_url,username,issues,last_commit,description. \
            Each repository is imported once (rows naming the same owner/name keep the first); one \
            already in the catalog is updated. Bad rows are skipped and reported with their line and \
            reason. A file that is not such a CSV, or whose every row is skipped, leaves the catalog \
            unchanged. A field may hold up to 64 KiB and a row up to 1024 fields; a row with a \
            longer field is skipped and reported with its line.
            """
    )

    @Argument(help: ArgumentHelp("The CSV file to import.", valueName: "file.csv"))
    var file: String

    @Option(help: ArgumentHelp("The offline catalog database. Default: catalog.sqlite next to the user database.", valueName: "path"))
    var catalog: String?

    @Option(help: ArgumentHelp("The user database, whose folder holds the default catalog. Default: $XDG_DATA_HOME/strata-github-browser/browser.sqlite.", valueName: "path"))
    var database: String?

    func run() async throws {
        let file = URL(fileURLWithPath: self.file)
        let catalogURL: URL
        do {
            // The file first: a file that is refused leaves the catalog (and its folder) untouched.
            let ranking = try RankingCSVFile(contentsOf: file)
            if let catalog {
                catalogURL = URL(fileURLWithPath: catalog)
            } else if let database {
                catalogURL = URL(fileURLWithPath: database).deletingLastPathComponent().appendingPathComponent("catalog.sqlite")
            } else {
                catalogURL = DataDirectory.default().catalogDatabase
            }
            guard ranking.repositoryCount > 0 else {
                // Nothing to import: the catalog (and its folder) are neither created nor opened.
                Console.report(Self.describeNothingImported(ranking, file: file, catalog: catalogURL))
                return
            }
            // The catalog is checked before its folder is created: a refused catalog leaves nothing.
            try OfflineCatalog.check(at: catalogURL)
            if catalog == nil, database == nil {
                try DataDirectory.default().create()
            }
            // A new catalog is built from the shipped seed first, so the import adds to it.
            let offline = try OfflineCatalog.open(at: catalogURL)
            let bar = isatty(STDERR_FILENO) == 1 ? ProgressBar() : nil
            var progress: (@Sendable (Int, Int) -> Void)?
            if let bar {
                progress = { written, total in bar.show(written, of: total) }
            }
            let report = try await offline.importRanking(ranking, progress: progress)
            bar?.finish()
            Console.report(Self.describe(report, file: file, catalog: catalogURL))
        } catch let error as CatalogImportError {
            throw Console.failure(error.message)
        } catch let error as DataSourceError {
            if case .storage(let detail) = error { throw Console.failure(detail) }
            throw Console.failure("The import failed: \(error)")
        }
    }

    /// The report as the command prints it: rows read, imported (new and updated), and the skipped
    /// rows grouped by kind of reason with their first lines.
    static func describe(_ report: CatalogImportReport, file: URL, catalog: URL) -> String {
        var text = "Read \(report.rowsRead) row\(report.rowsRead == 1 ? "" : "s") from \(file.path).\n"
        text += "Imported \(report.imported) repositor\(report.imported == 1 ? "y" : "ies") into \(catalog.path): \(report.added) new, \(report.updated) updated.\n"
        guard !report.skipped.isEmpty else {
            return text + "Skipped no rows.\n"
        }
        text += "Skipped \(report.skipped.count) row\(report.skipped.count == 1 ? "" : "s"):\n"
        for group in report.skipped.groups {
            // A reason quotes the row's fields: each is escaped on its own, so that not even a line
            // break in a field can start a line of the report.
            let shown = group.firstRows.prefix(3).map { "line \($0.line): \(PrintableText.escaping(String(describing: $0.reason)))" }.joined(separator: "; ")
            let more = group.count > 3 ? "; and \(group.count - 3) more" : ""
            text += "  \(group.count) × \(group.kind) — \(shown)\(more)\n"
        }
        return text
    }

    /// The report when the file gives no repository to import: rows read, that the catalog was
    /// left as it was, and the skipped rows.
    static func describeNothingImported(_ ranking: RankingCSVFile, file: URL, catalog: URL) -> String {
        let report = CatalogImportReport(rowsRead: ranking.rowsRead, added: 0, updated: 0, skipped: ranking.skipped)
        var lines = describe(report, file: file, catalog: catalog).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let why = ranking.rowsRead == 0 ? "the file has no rows" : "every row was skipped"
        lines[1] = "Imported nothing: \(why); \(catalog.path) was left as it was."
        return lines.joined(separator: "\n")
    }
}
