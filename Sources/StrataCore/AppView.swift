/// A root view: the one view a view controller owns, which declares and lays out every subview.
///
/// Root views are created by their view controller with the parameterless initialiser, then
/// ``setup()`` is called exactly once. A root view never receives data in its initialiser; data arrives
/// later through intention-named methods (`setColorMode(lightMode:)`, `update(animalType:)`) that the
/// view controller calls from its *outputs* section.
///
/// Each UI driver provides the base view class (a terminal view, a `UIView`); screens conform their
/// root view subclass to `AppView`.
@MainActor
public protocol AppView: AnyObject {
    /// Creates the root view with no data.
    init()

    /// Builds the view hierarchy and layout. Called once, right after ``init()``.
    func setup()
}
