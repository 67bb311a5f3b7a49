#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import SamplePresenters
import SampleUIKitScreens
import StrataAlert
import StrataTesting
import StrataUIKit
import Testing

/// The articles' animal album on UIKit: the real presenter, `AlertClient` on `UIAlertController`,
/// the data-source wrapper over a `UICollectionView`, in a simulated window.
@MainActor
@Suite("Animal album on UIKit", .simulatedUIKit)
struct AnimalAlbumScreenTests {
    func captions(_ root: AnimalAlbumRootView) -> [String] {
        let grid = root.photoCollectionView
        return (0..<grid.numberOfItems(inSection: 0)).map {
            (grid.cellForItem(at: IndexPath(item: $0, section: 0)) as? AnimalPhotoCell)?.captionLabel.text ?? "?"
        }
    }

    @Test("the album shows dogs; See cats asks first, Stay keeps the dogs, confirming shows the cats")
    func confirmAndSwitch() throws {
        let screen = AnimalAlbumViewController<AnimalAlbumPresenter, AlertClient<ConfirmChangeAnimalAction>>()
        let window = UIWindow(windowScene: UIWindowScene())
        var alerts: [UIAlertController] = []
        let violations = SimulatedUIKit.violations {
            window.rootViewController = screen
            window.makeKeyAndVisible()
            let root = screen.rootView
            #expect(root.animalLabel.text == "🐶 Dogs")
            #expect(captions(root) == AnimalPhoto.sampleDogs.map(\.caption))
            root.changeAnimalButton.sendActions(for: .touchUpInside)
            if let alert = screen.presentedViewController as? UIAlertController { alerts.append(alert) }
            alerts.last?.simulateTap(title: "Stay")
            #expect(captions(root) == AnimalPhoto.sampleDogs.map(\.caption))
            root.changeAnimalButton.sendActions(for: .touchUpInside)
            if let alert = screen.presentedViewController as? UIAlertController { alerts.append(alert) }
            alerts.last?.simulateTap(title: "See Cats")
            #expect(root.animalLabel.text == "🐱 Cats")
            #expect(root.changeAnimalButton.currentTitle == "See dogs")
            #expect(captions(root) == AnimalPhoto.sampleCats.map(\.caption))
            #expect(screen.presentedViewController == nil)
        }
        #expect(violations.isEmpty, "the album's batch updates agree with its data source")
        let alert = try #require(alerts.first)
        #expect(alerts.count == 2)
        #expect(alert.title == "Change Animal Photos")
        #expect(alert.message == "Are you sure you want to see cat photos?")
        #expect(alert.actions.map(\.title) == ["See Cats", "Stay"])
        #expect(alert.actions.map(\.style) == [.default, .cancel])
    }

    @Test("albums with shared photos are diffed, not reloaded: the kept tiles move")
    func sharedPhotos() {
        let shared = AnimalPhoto(animal: .dog, name: "Hachi")
        let screen = AnimalAlbumViewController<AnimalAlbumPresenter, AlertClient<ConfirmChangeAnimalAction>>(
            dogPhotos: [AnimalPhoto(animal: .dog, name: "Pochi"), shared],
            catPhotos: [shared, AnimalPhoto(animal: .cat, name: "Tama")]
        )
        let violations = SimulatedUIKit.violations {
            let window = UIWindow(windowScene: UIWindowScene())
            window.rootViewController = screen
            window.makeKeyAndVisible()
            screen.rootView.changeAnimalButton.sendActions(for: .touchUpInside)
            (screen.presentedViewController as? UIAlertController)?.simulateTap(title: "See Cats")
            #expect(captions(screen.rootView) == ["🐶 Hachi", "🐱 Tama"])
        }
        #expect(violations.isEmpty)
    }

    @Test("generic over its alert client: a spy behind the real screen records the confirmation and answers it")
    func spyAlertClient() throws {
        let screen = AnimalAlbumViewController<AnimalAlbumPresenter, AlertClientSpy<ConfirmChangeAnimalAction>>()
        let window = UIWindow(windowScene: UIWindowScene())
        var tapError: (any Error)?
        let violations = SimulatedUIKit.violations {
            window.rootViewController = screen
            window.makeKeyAndVisible()
            screen.rootView.changeAnimalButton.sendActions(for: .touchUpInside)
            #expect(screen.presentedViewController == nil, "the spy records the alert instead of presenting it")
            #expect(screen.alertClient.viewController === screen)
            #expect(screen.alertClient.shownStrategies == [AlertStrategy(confirmChangeTo: .cat)])
            do { try screen.alertClient.tap(.change(to: .cat)) } catch { tapError = error }
            #expect(screen.rootView.animalLabel.text == "🐱 Cats")
            #expect(captions(screen.rootView) == AnimalPhoto.sampleCats.map(\.caption))
        }
        #expect(tapError == nil)
        #expect(violations.isEmpty)
    }
}
#endif
