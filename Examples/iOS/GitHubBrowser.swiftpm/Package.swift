// swift-tools-version: 5.9
// The GitHub Browser's iOS app as an app package: Xcode opens this folder (File ▸ Open… ▸
// GitHubBrowser.swiftpm) and runs the app on a simulator or a device, with no project to set up.
// Its one source file is App/Main.swift (the `@main` app delegate); everything else is in the
// Examples package, referenced by path — the modules GitHubBrowserIOS (scene delegate, launch
// counts, Spotlight) and GitHubBrowserIOSStorage (SQLite through the browser's Infrastructure).
//
// AppleProductTypes exists only in Xcode and Swift Playgrounds, so this manifest is not built on
// Linux or by CI; see ../README.md for what is verified and what is not.

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "GitHub Browser",
    platforms: [.iOS("17.0")],
    products: [
        .iOSApplication(
            name: "GitHub Browser",
            targets: ["App"],
            bundleIdentifier: "org.strata.github-browser",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .box),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ],
            // The scene manifest (naming GitHubBrowserIOS.SceneDelegate), the strata:// URL scheme
            // and the Search home-screen shortcut.
            additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
        ),
    ],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [
                .product(name: "GitHubBrowserIOS", package: "examples"),
                .product(name: "GitHubBrowserIOSStorage", package: "examples"),
            ],
            path: "App"
        ),
    ]
)
