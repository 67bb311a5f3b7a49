/// Apple: `@MainActor class UIScrollView : UIView`. Nothing scrolls in the simulation.
@MainActor
open class UIScrollView: UIView {}
