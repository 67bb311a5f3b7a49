import StrataTerminal

extension TabBarController {
    /// Selects the first tab whose root screen is titled `title`; returns whether there was one.
    @discardableResult
    func selectTab(titled title: String) -> Bool {
        let index = viewControllers.firstIndex { controller in
            let root = (controller as? NavigationController)?.viewControllers.first ?? controller
            return root.title == title
        }
        guard let index else { return false }
        select(index: index)
        return true
    }
}
