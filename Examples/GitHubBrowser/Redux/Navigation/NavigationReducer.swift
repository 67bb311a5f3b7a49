import StrataRedux

/// Routing as a pure function: a ``NavigationAction`` gives the next ``NavigationState``.
public enum NavigationReducer {
    /// The reducer.
    public static let reducer = Reducer<NavigationState, NavigationAction> { state, action in
        switch action {
        case .selectTab(let tab):
            state.selectedTab = tab
        case .push(let screen, let tab):
            guard state.stack(of: tab).count < NavigationState.maximumDepth else { return }
            state.stacks[tab, default: []].append(screen)
        case .pop(let tab):
            guard var stack = state.stacks[tab], !stack.isEmpty else { return }
            stack.removeLast()
            state.stacks[tab] = stack.isEmpty ? nil : stack
        case .popToRoot(let tab):
            state.stacks[tab] = nil
        case .presentSignIn:
            state.isSignInPresented = true
        case .dismissSignIn:
            state.isSignInPresented = false
        }
    }
}
