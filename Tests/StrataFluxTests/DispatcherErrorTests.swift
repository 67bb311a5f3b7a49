import StrataCore
import StrataFlux
import Testing

@Suite("DispatcherError")
struct DispatcherErrorTests {
    @Test("every error explains the mistake in plain words")
    func descriptions() {
        let key = RegistryKey()
        #expect(DispatcherError.reentrantDispatch.description.contains("action creator"))
        #expect(DispatcherError.waitForOutsideDispatch.description.contains("store callback"))
        #expect(DispatcherError.unknownKey(key).description.contains(key.description))
        #expect(DispatcherError.circularWait([key, key]).description.contains("→"))
    }
}
