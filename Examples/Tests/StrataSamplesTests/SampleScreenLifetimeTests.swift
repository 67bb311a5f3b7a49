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

    @Test("a released sign-up screen releases its view model, whatever the binding", arguments: SignupBinding.allCases)
    func signupReleased(binding: SignupBinding) async {
        weak var releasedViewModel: (any SignupViewModelBinding)?
        do {
            let screen = SignupViewController(binding: binding)
            releasedViewModel = screen.viewModel
            let harness = SampleHarness(screen)
            await harness.settledScreen(typing: "alice")
            await Task.settle { screen.rootView.messageLabel.text == "Enter a password." }
            #expect(screen.rootView.messageLabel.text == "Enter a password.")
        }
        await Task.settle()
        #expect(releasedViewModel == nil)
    }
}
