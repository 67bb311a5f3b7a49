import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert

/// The detail screen's logic: load the repository and then its README, toggle its favourite mark
/// (which every other screen sees at once), and keep the mark in sync when it changes elsewhere.
@MainActor
public final class RepositoryDetailPresenter: RepositoryDetailPresenterInputs, FavouriteMarksOutputPort {
    private weak var output: (any RepositoryDetailPresenterOutputs)?
    private let router: any RepositoryDetailRouting
    private let showRepositoryDetail: any ShowRepositoryDetailUseCase
    private let observeFavourites: any ObserveFavouritesUseCase
    private let toggleFavourite: any ToggleFavouriteUseCase
    private let showReadme: (any ShowReadmeUseCase)?
    private let id: RepositoryID

    private(set) var repository: Repository?
    private(set) var isFavourite = false
    /// The load or toggle in flight; tests await it.
    private(set) var work: Task<Void, Never>?
    /// The README: idle until the repository has loaded.
    private(set) var readme: ReadmeRequest = .idle
    /// The README load in flight; tests await it.
    private(set) var readmeWork: Task<Void, Never>?
    private var observation: Task<Void, Never>?
    private let failures: FailureResponder?

    /// Creates the presenter; it owns `router`.
    public init(output: any RepositoryDetailPresenterOutputs, router: any RepositoryDetailRouting, dependencies: RepositoryDetailDependencies) {
        self.output = output
        self.router = router
        self.showRepositoryDetail = dependencies.showRepositoryDetail
        self.observeFavourites = dependencies.observeFavourites
        self.toggleFavourite = dependencies.toggleFavourite
        self.showReadme = dependencies.showReadme
        self.id = dependencies.id
        self.failures = dependencies.failures
    }

    isolated deinit {
        work?.cancel()
        readmeWork?.cancel()
        observation?.cancel()
    }

    public func viewDidLoad() {
        load()
        observation = observeFavourites.reportMarks(to: self)
    }

    public func didRequestReadmeRetry() {
        guard case .failed = readme else { return }
        loadReadme()
    }

    public func didRequestToggleFavourite() {
        guard let repository, work == nil else { return }
        let toggle = toggleFavourite
        work = Task { [weak self] in
            do {
                let isFavourite = try await toggle(repository)
                self?.work = nil
                self?.favouriteDidChange(isFavourite)
            } catch {
                self?.work = nil
                self?.output?.showSaveFavouriteError(AlertStrategy(saveFailure: AppError(error)))
            }
        }
    }

    public func didChooseLoadErrorAction(_ action: LoadRepositoryErrorAction) {
        switch action {
        case .retry: load()
        case .close: router.closeDetail()
        }
    }

    public func didChooseSaveFavouriteErrorAction(_ action: SaveFavouriteErrorAction) {
        switch action {
        case .retry: didRequestToggleFavourite()
        case .cancel: break
        }
    }

    private func load() {
        output?.showLoading(title: id.fullName)
        let show = showRepositoryDetail
        let id = self.id
        work = Task { [weak self] in
            do {
                let detail = try await show(owner: id.owner, name: id.name)
                self?.work = nil
                self?.didLoad(detail)
            } catch {
                self?.work = nil
                let failure = AppError(error)
                guard failure != .cancelled else { return }
                // GitHub being unavailable raises no alert: the app shows "GitHub is unavailable".
                if !failure.isServiceUnavailable { self?.output?.showLoadError(AlertStrategy(loadFailure: failure)) }
                self?.failures?.respond(to: failure)
            }
        }
    }

    private func didLoad(_ detail: RepositoryDetail) {
        repository = detail.repository
        isFavourite = detail.isFavourite
        output?.showContent(RepositoryDetailContent(repository: detail.repository))
        output?.showFavourite(detail.isFavourite)
        loadReadme()
    }

    private func loadReadme() {
        guard let showReadme else { return showReadmeSection() }
        guard readme.start(readme.value == nil ? .initial : .refresh) else { return }
        showReadmeSection()
        let id = self.id
        readmeWork = Task { [weak self] in
            do throws(AppError) {
                let readme = try await showReadme(id)
                self?.readmeDidLoad(.loaded(readme))
            } catch .cancelled {
                self?.readmeDidLoad(.idle)
            } catch {
                self?.readmeDidLoad(.failed(error, previous: nil))
                self?.failures?.respond(to: error, answeredInPlace: true)
            }
        }
    }

    private func readmeDidLoad(_ request: ReadmeRequest) {
        readmeWork = nil
        readme = request
        showReadmeSection()
    }

    private func showReadmeSection() {
        output?.showReadme(ReadmeSection(request: readme, isAvailable: showReadme != nil))
    }

    // MARK: FavouriteMarksOutputPort

    /// Updates the mark when another screen (or this one) changes the favourites: what
    /// `ObserveFavouritesUseCase` reports.
    public func favouriteMarksDidChange(_ favourites: Set<RepositoryID>) {
        favouriteDidChange(favourites.contains(id))
    }

    private func favouriteDidChange(_ isFavourite: Bool) {
        guard repository != nil, isFavourite != self.isFavourite else { return }
        self.isFavourite = isFavourite
        output?.showFavourite(isFavourite)
    }
}
