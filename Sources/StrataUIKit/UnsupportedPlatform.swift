// StrataUIKit is the UIKit driver: it exists on iOS (and Mac Catalyst), tvOS and visionOS, and on
// Linux against UIKitSimulation for tests. macOS outside Mac Catalyst and watchOS have no UIKit view
// controllers, so there the module holds only these stand-ins: an app that uses one gets a
// compile-time message naming the platforms where StrataUIKit works, instead of "cannot find type".
// Every public type of the module has a stand-in here (a test in StrataUIKitTests checks it).
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(Linux))

@available(*, unavailable, message: "StrataUIKit needs UIKit: use it in an iOS, tvOS, visionOS or Mac Catalyst target")
public typealias ViewController<RootView> = Never

@available(*, unavailable, message: "StrataUIKit needs UIKit: use it in an iOS, tvOS, visionOS or Mac Catalyst target")
public typealias TabBarController = Never

@available(*, unavailable, message: "StrataUIKit needs UIKit: use it in an iOS, tvOS, visionOS or Mac Catalyst target")
public typealias ScreenViewController<RootView, Rows, Screen> = Never

@available(*, unavailable, message: "StrataUIKit needs UIKit: use it in an iOS, tvOS, visionOS or Mac Catalyst target")
public typealias ViewControllerTransitioner = Never

@available(*, unavailable, message: "StrataUIKit needs UIKit: use it in an iOS, tvOS, visionOS or Mac Catalyst target")
public typealias NavigationStackObserver = Never

@available(*, unavailable, message: "StrataUIKit needs UIKit: use it in an iOS, tvOS, visionOS or Mac Catalyst target")
public typealias UIKitListDataSource<Section, Item, View> = Never

@available(*, unavailable, message: "StrataUIKit needs UIKit: use it in an iOS, tvOS, visionOS or Mac Catalyst target")
public typealias CollectionViewListDataSource<Section, Item> = Never

@available(*, unavailable, message: "StrataUIKit needs UIKit: use it in an iOS, tvOS, visionOS or Mac Catalyst target")
public typealias TableViewListDataSource<Section, Item> = Never

@available(*, unavailable, message: "StrataUIKit needs UIKit: use it in an iOS, tvOS, visionOS or Mac Catalyst target")
public typealias UIKitCellViewModelDataSource<Section, Item, CellViewModel, View> = Never

@available(*, unavailable, message: "StrataUIKit needs UIKit: use it in an iOS, tvOS, visionOS or Mac Catalyst target")
public typealias CollectionViewCellViewModelDataSource<Section, Item, CellViewModel> = Never

@available(*, unavailable, message: "StrataUIKit needs UIKit: use it in an iOS, tvOS, visionOS or Mac Catalyst target")
public typealias TableViewCellViewModelDataSource<Section, Item, CellViewModel> = Never

#endif
