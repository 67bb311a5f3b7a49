import ArgumentParser

/// The `--flavour` option of `counter`: which MVC wires the counter.
enum CounterFlavour: String, ExpressibleByArgument, CaseIterable {
    /// The view observes the model; a controller turns presses into model commands.
    case original
    /// The controller mediates: it commands the model, observes it and updates a passive view.
    case cocoa
}
