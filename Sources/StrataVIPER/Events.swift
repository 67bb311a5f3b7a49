/// What a view sends its presenter: the user's actions and the view's lifecycle (`viewDidLoad`,
/// `didSelect(item:)`, `searchTextDidChange(_:)`). Define one enum per scene.
public protocol ViewEvent: Sendable {}

/// What a presenter tells its view to show (`reload(list:)`, `showError(title:message:)`). Define
/// one enum per scene.
public protocol PresenterCommand: Sendable {}

/// What a presenter asks its interactor for (`fetchList(query:page:)`). Define one enum per scene.
public protocol InteractorRequest: Sendable {}

/// What an interactor answers (`listReceived(Result<[Item], Failure>)`). Define one enum per scene.
public protocol InteractorResponse: Sendable {}
