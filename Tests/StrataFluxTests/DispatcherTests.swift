import PropertyBased
import StrataCore
import StrataFlux
import Testing

@Suite("Dispatcher")
@MainActor
struct DispatcherTests {
    @Test("every callback receives the action, in registration order")
    func order() throws {
        let dispatcher = Dispatcher<Int>()
        var calls: [String] = []
        dispatcher.register { calls.append("a\($0)") }
        dispatcher.register { calls.append("b\($0)") }
        try dispatcher.dispatch(1)
        try dispatcher.dispatch(2)
        #expect(calls == ["a1", "b1", "a2", "b2"])
        #expect(dispatcher.count == 2)
        #expect(!dispatcher.isDispatching)
    }

    @Test("an unregistered callback is not called; unregistering twice reports false")
    func unregister() throws {
        let dispatcher = Dispatcher<Int>()
        var calls = 0
        let key = dispatcher.register { _ in calls += 1 }
        #expect(dispatcher.unregister(key))
        #expect(!dispatcher.unregister(key))
        try dispatcher.dispatch(1)
        #expect(calls == 0)
    }

    @Test("dispatching inside a dispatch is refused with a typed error")
    func reentrant() throws {
        let dispatcher = Dispatcher<Int>()
        var nested: DispatcherError?
        dispatcher.register { [unowned dispatcher] value in
            guard value == 1 else { return }
            do throws(DispatcherError) { try dispatcher.dispatch(2) } catch { nested = error }
        }
        try dispatcher.dispatch(1)
        #expect(nested == .reentrantDispatch)
        #expect(!dispatcher.isDispatching)
    }

    @Test("waitFor runs the named callback first, once")
    func waitFor() throws {
        let dispatcher = Dispatcher<String>()
        var log: [String] = []
        var firstKey = RegistryKey()
        dispatcher.register { [unowned dispatcher] _ throws(DispatcherError) in
            try dispatcher.waitFor([firstKey])
            log.append("dependent")
        }
        firstKey = dispatcher.register { _ in log.append("dependency") }
        try dispatcher.dispatch("go")
        #expect(log == ["dependency", "dependent"])
    }

    @Test("a cycle of waitFor calls is reported, naming the cycle")
    func cycle() throws {
        let dispatcher = Dispatcher<Int>()
        var keys: [RegistryKey] = []
        for index in 0..<3 {
            keys.append(dispatcher.register { [unowned dispatcher] _ throws(DispatcherError) in
                try dispatcher.waitFor([keys[(index + 1) % 3]])
            })
        }
        #expect(throws: DispatcherError.circularWait([keys[0], keys[1], keys[2], keys[0]])) {
            try dispatcher.dispatch(1)
        }
        #expect(!dispatcher.isDispatching)
        #expect("\(DispatcherError.circularWait(keys))".contains("cycle"))
    }

    @Test("a cycle between later callbacks names them, whatever the number of keys waited for")
    func cycleAfterOtherCallbacks() throws {
        // The cycle starts at callback 2 and each callback waits for one key: the report must name
        // the running callback's own key, not index the keys it waits for by its position.
        let dispatcher = Dispatcher<Int>()
        var log: [String] = []
        dispatcher.register { _ in log.append("first") }
        dispatcher.register { _ in log.append("second") }
        var keys: [RegistryKey] = []
        for index in 0..<2 {
            keys.append(dispatcher.register { [unowned dispatcher] _ throws(DispatcherError) in
                try dispatcher.waitFor([keys[(index + 1) % 2]])
            })
        }
        #expect(throws: DispatcherError.circularWait([keys[0], keys[1], keys[0]])) {
            try dispatcher.dispatch(1)
        }
        #expect(log == ["first", "second"])
        #expect(!dispatcher.isDispatching)
    }

    @Test("waitFor outside a dispatch, or with an unknown key, is a typed error")
    func waitForMisuse() throws {
        let dispatcher = Dispatcher<Int>()
        #expect(throws: DispatcherError.waitForOutsideDispatch) { try dispatcher.waitFor([]) }
        let stranger = RegistryKey()
        dispatcher.register { [unowned dispatcher] _ throws(DispatcherError) in
            try dispatcher.waitFor([stranger])
        }
        #expect(throws: DispatcherError.unknownKey(stranger)) { try dispatcher.dispatch(1) }
    }

    @Test("registration changes during a dispatch take effect for the next action")
    func changesDuringDispatch() throws {
        let dispatcher = Dispatcher<Int>()
        var log: [String] = []
        var lateKey: RegistryKey?
        var victim = RegistryKey()
        dispatcher.register { [unowned dispatcher] value in
            log.append("first\(value)")
            if value == 1 {
                dispatcher.unregister(victim)
                lateKey = dispatcher.register { log.append("late\($0)") }
            }
        }
        victim = dispatcher.register { log.append("victim\($0)") }
        try dispatcher.dispatch(1)
        try dispatcher.dispatch(2)
        #expect(log == ["first1", "first2", "late2"])
        #expect(lateKey.map(dispatcher.unregister) == true)
    }

    @Test("property: with acyclic waitFor, each callback runs once and after its dependencies")
    func dependencyOrderProperty() async {
        // Callback i may wait for any callback j > i, registered after it: the graph is acyclic and
        // waitFor has to run callbacks ahead of their turn.
        let dependencyLists = Gen.int(in: 0...7).array(of: 0...3).array(of: 1...8)
        await propertyCheck(count: 300, input: dependencyLists) { lists in
            let dispatcher = Dispatcher<Int>()
            var keys: [RegistryKey] = []
            var runs: [Int] = []
            for (index, wanted) in lists.enumerated() {
                let dependencies = wanted.filter { $0 > index && $0 < lists.count }
                keys.append(dispatcher.register { [unowned dispatcher] _ throws(DispatcherError) in
                    try dispatcher.waitFor(dependencies.map { keys[$0] })
                    runs.append(index)
                })
            }
            #expect(throws: Never.self) { try dispatcher.dispatch(0) }
            #expect(runs.sorted() == Array(lists.indices))
            for (index, wanted) in lists.enumerated() {
                let position = runs.firstIndex(of: index) ?? -1
                for dependency in wanted where dependency > index && dependency < lists.count {
                    #expect((runs.firstIndex(of: dependency) ?? Int.max) < position)
                }
            }
        }
    }
}
