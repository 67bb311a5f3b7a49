import Testing
@Test func nothing() { #expect(Bool(true)) }
