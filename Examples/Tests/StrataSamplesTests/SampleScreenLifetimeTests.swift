import SamplePresenters
import SampleScreens
import StrataTesting
import Testing

@Suite("Sample screens' lifetimes")
@MainActor
struct SampleScreenLifetimeTests {
    @Test("a released counter screen releases its view, its controller and its model: no cycle through the observation", arguments: CounterFlavourUnderTest.allCases)
    func counterReleased(flavour: CounterFlavourUnderTest) async {
        weak var releasedModel: CounterModel?
        weak var releasedView: CounterView?
        do {
            let model = CounterModel()
            let (screen, counterView) = flavour.makeScreen(model: model)
            releasedModel = model
            releasedView = counterView
            let harness = SampleHarness(screen)
            await harness.settledScreen(after: [.enter, .tab, .enter])
            #expect(counterView.countLabel.text == "0")
        }
        await Task.settle()
        #expect(releasedModel == nil)
        #expect(releasedView == nil)
    }

    @Test("a released sign-up screen releases its view model")
    func signupReleased() async {
        weak var releasedViewModel: SignupViewModel?
        do {
            let screen = SignupViewController()
            releasedViewModel = screen.viewModel
            let harness = SampleHarness(screen)
            await harness.settledScreen(typing: "alice")
            #expect(screen.rootView.messageLabel.text == "Enter a password.")
        }
        await Task.settle()
        #expect(releasedViewModel == nil)
    }
}
