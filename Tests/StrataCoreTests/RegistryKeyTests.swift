import StrataCore
import Testing

@Suite("RegistryKey")
struct RegistryKeyTests {
    @Test("every new key differs from all others")
    func keysAreUnique() {
        let keys = (0..<1_000).map { _ in RegistryKey() }
        #expect(Set(keys).count == keys.count)
    }

    @Test("a key equals its own copy and hashes alike")
    func copiesAreEqual() {
        let key = RegistryKey()
        let copy = key
        #expect(key == copy)
        #expect(Set([key, copy]).count == 1)
    }

    @Test("the description is short and names the type")
    func description() {
        #expect(RegistryKey().description.hasPrefix("RegistryKey("))
    }
}
