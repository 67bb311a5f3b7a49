// On Linux, where UIKit does not exist, StrataUIKit is compiled against UIKitSimulation and passes it
// on, so that code built on StrataUIKit — screens, their tests — sees the same UIKit names. On Apple
// platforms this file is empty: apps import UIKit themselves.
#if os(Linux)
@_exported import UIKitSimulation
#endif
