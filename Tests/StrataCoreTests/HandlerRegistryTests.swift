import PropertyBased
import StrataCore
import Testing

@Suite("HandlerRegistry")
struct HandlerRegistryTests {
    @Test("handlers run in registration order with the emitted value")
    func order() {
        let registry = HandlerRegistry<Int>()
        var calls: [String] = []
        registry.register { calls.append("a\($0)") }
        registry.register { calls.append("b\($0)") }
        registry.register { calls.append("c\($0)") }
        registry.emit(7)
        #expect(calls == ["a7", "b7", "c7"])
    }

    @Test("a predicate registration sees only matching values")
    func predicate() {
        let registry = HandlerRegistry<Int>()
        var even: [Int] = []
        var all: [Int] = []
        registry.register(where: { $0.isMultiple(of: 2) }) { even.append($0) }
        registry.register { all.append($0) }
        for value in 1...6 { registry.emit(value) }
        #expect(even == [2, 4, 6])
        #expect(all == [1, 2, 3, 4, 5, 6])
    }

    @Test("unregister reports whether the key was known")
    func unregister() {
        let registry = HandlerRegistry<Int>()
        var calls = 0
        let key = registry.register { _ in calls += 1 }
        #expect(registry.contains(key))
        #expect(registry.unregister(key: key))
        #expect(!registry.unregister(key: key))
        #expect(!registry.unregister(key: RegistryKey()))
        registry.emit(1)
        #expect(calls == 0)
        #expect(registry.isEmpty)
    }

    @Test("a handler registered during emit is called only for later values")
    func registerDuringEmit() {
        let registry = HandlerRegistry<Int>()
        var late: [Int] = []
        var registered = false
        registry.register { _ in
            guard !registered else { return }
            registered = true
            registry.register { late.append($0) }
        }
        registry.emit(1)
        #expect(late.isEmpty)
        registry.emit(2)
        #expect(late == [2])
    }

    @Test("a handler unregistered during emit before its turn is not called")
    func unregisterDuringEmit() {
        let registry = HandlerRegistry<Int>()
        var secondCalls = 0
        var secondKey: RegistryKey?
        registry.register { _ in
            if let key = secondKey { registry.unregister(key: key) }
        }
        secondKey = registry.register { _ in secondCalls += 1 }
        registry.emit(1)
        #expect(secondCalls == 0)
        #expect(registry.count == 1)
    }

    @Test("a handler may unregister itself and still finish its call")
    func unregisterSelf() {
        let registry = HandlerRegistry<Int>()
        var calls: [Int] = []
        var key: RegistryKey?
        key = registry.register { value in
            calls.append(value)
            if let key { registry.unregister(key: key) }
        }
        registry.emit(1)
        registry.emit(2)
        #expect(calls == [1])
    }

    @Test("emitting from a handler runs the nested emission depth-first")
    func nestedEmit() {
        let registry = HandlerRegistry<Int>()
        var log: [String] = []
        registry.register { value in
            log.append("first \(value)")
            if value == 1 { registry.emit(2) }
        }
        registry.register { log.append("second \($0)") }
        registry.emit(1)
        #expect(log == ["first 1", "first 2", "second 2", "second 1"])
    }

    @Test("removeAll silences every handler")
    func removeAll() {
        let registry = HandlerRegistry<Int>()
        var calls = 0
        let key = registry.register { _ in calls += 1 }
        registry.removeAll()
        registry.emit(1)
        #expect(calls == 0)
        #expect(!registry.contains(key))
    }

    @Test("any sequence of registrations and removals keeps the survivors in order")
    func survivorsKeepOrder() async {
        await propertyCheck(input: Gen.bool.array(of: 0...40)) { removals in
            let registry = HandlerRegistry<Int>()
            var called: [Int] = []
            let keys = removals.indices.map { index in registry.register { _ in called.append(index) } }
            for (index, remove) in removals.enumerated() where remove {
                #expect(registry.unregister(key: keys[index]))
            }
            registry.emit(0)
            #expect(called == removals.indices.filter { !removals[$0] })
            #expect(registry.count == called.count)
        }
    }
}
