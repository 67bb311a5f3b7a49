extension Reducer {
    /// Turns a child feature's reducer into a reducer of the parent: it runs on the child state at
    /// `state` for the parent actions that `action` can extract, and ignores every other action.
    ///
    /// Use it to compose an app's reducer from feature reducers that know nothing about the app.
    public func lifted<ParentState, ParentAction>(
        state toChild: WritableKeyPath<ParentState, State> & Sendable,
        action toChildAction: CasePath<ParentAction, Action>
    ) -> Reducer<ParentState, ParentAction> {
        Reducer<ParentState, ParentAction> { parent, parentAction in
            guard let action = toChildAction.extract(parentAction) else { return }
            self.reduce(&parent[keyPath: toChild], action)
        }
    }

    /// Turns a reducer of part of the state into a reducer of the whole state, for the same actions.
    public func lifted<ParentState>(
        state toChild: WritableKeyPath<ParentState, State> & Sendable
    ) -> Reducer<ParentState, Action> {
        Reducer<ParentState, Action> { parent, action in
            self.reduce(&parent[keyPath: toChild], action)
        }
    }

    /// Runs this reducer on an optional child state only while it is present, for the actions that
    /// `action` extracts. Use it for a feature that exists only while a screen is shown.
    public func lifted<ParentState, ParentAction>(
        optionalState toChild: WritableKeyPath<ParentState, State?> & Sendable,
        action toChildAction: CasePath<ParentAction, Action>
    ) -> Reducer<ParentState, ParentAction> {
        Reducer<ParentState, ParentAction> { parent, parentAction in
            guard let action = toChildAction.extract(parentAction), var child = parent[keyPath: toChild] else {
                return
            }
            self.reduce(&child, action)
            parent[keyPath: toChild] = child
        }
    }
}
