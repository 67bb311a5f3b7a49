import ArgumentParser
import SamplePresenters

/// The `--start` option of `animals`: which album opens first.
enum StartAnimal: String, ExpressibleByArgument, CaseIterable {
    case dog
    case cat

    var animal: Animal {
        switch self {
        case .dog: .dog
        case .cat: .cat
        }
    }
}
