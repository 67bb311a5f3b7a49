import StrataNavigation
import Testing

@MainActor
@Suite("Coordinator")
struct CoordinatorTests {
    final class FlowCoordinator: Coordinator {
        var starts = 0
        var finishedChildren: [ObjectIdentifier] = []

        override func start() { starts += 1 }

        override func childDidFinish(_ child: Coordinator) {
            finishedChildren.append(ObjectIdentifier(child))
            super.childDidFinish(child)
        }
    }

    @Test("startChild adds the child, makes this its parent and starts it")
    func startChild() {
        let app = FlowCoordinator()
        let signIn = FlowCoordinator()
        #expect(app.startChild(signIn))
        #expect(app.children.map(ObjectIdentifier.init) == [ObjectIdentifier(signIn)])
        #expect(signIn.parent === app)
        #expect(signIn.starts == 1)
    }

    @Test("a finished child leaves its parent and is released with its own children")
    func finishedChildIsReleased() {
        let app = FlowCoordinator()
        weak var weakChild: FlowCoordinator?
        weak var weakGrandchild: FlowCoordinator?
        do {
            let child = FlowCoordinator()
            let grandchild = FlowCoordinator()
            weakChild = child
            weakGrandchild = grandchild
            app.startChild(child)
            child.startChild(grandchild)
            child.finish()
            #expect(app.finishedChildren == [ObjectIdentifier(child)])
        }
        #expect(app.children.isEmpty)
        #expect(weakChild == nil)
        #expect(weakGrandchild == nil)
    }

    @Test("a child keeps its parent only weakly")
    func parentIsWeak() {
        let child = FlowCoordinator()
        weak var weakParent: FlowCoordinator?
        do {
            let parent = FlowCoordinator()
            weakParent = parent
            parent.addChild(child)
        }
        #expect(weakParent == nil)
        #expect(child.parent == nil)
        child.finish() // no parent any more: nothing happens
    }

    @Test("finishing twice, or removing a stranger, changes nothing")
    func idempotent() {
        let app = FlowCoordinator()
        let child = FlowCoordinator()
        let other = FlowCoordinator()
        app.addChild(child)
        app.addChild(other)
        child.finish()
        child.finish()
        app.removeChild(FlowCoordinator())
        #expect(app.children.count == 1)
        #expect(app.finishedChildren.count == 1)
    }

    @Test("adding a child that belongs elsewhere moves it; adding it again does nothing")
    func move() {
        let first = FlowCoordinator()
        let second = FlowCoordinator()
        let child = FlowCoordinator()
        first.addChild(child)
        second.addChild(child)
        #expect(second.addChild(child))
        #expect(first.children.isEmpty)
        #expect(second.children.count == 1)
        #expect(child.parent === second)
    }

    @Test("cycles are refused")
    func cycles() {
        let root = FlowCoordinator()
        let child = FlowCoordinator()
        let grandchild = FlowCoordinator()
        root.addChild(child)
        child.addChild(grandchild)
        #expect(!root.addChild(root))
        #expect(!grandchild.addChild(root))
        #expect(!grandchild.startChild(child))
        #expect(child.starts == 0)
        #expect(root.parent == nil)
        #expect(grandchild.children.isEmpty)
    }

    @Test("removeChild abandons a flow without calling childDidFinish")
    func remove() {
        let app = FlowCoordinator()
        let child = FlowCoordinator()
        app.addChild(child)
        app.removeChild(child)
        #expect(app.children.isEmpty)
        #expect(app.finishedChildren.isEmpty)
        #expect(child.parent == nil)
    }
}
