// swift-tools-version: 6.1
// Formwork: dynamic forms for iOS, with a terminal renderer so the whole engine runs on Linux.
import PackageDescription

let package = Package(
  name: "Formwork",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    // What an app resolves: the core, the list driver, and one renderer or more.
    .library(name: "FormworkDiff", targets: ["FormworkDiff"]),
    .library(name: "Formwork", targets: ["Formwork"]),
    .library(name: "FormworkListDriver", targets: ["FormworkListDriver"]),
    .library(name: "FormworkUIKit", targets: ["FormworkUIKit"]),
    .library(name: "FormworkSwiftUI", targets: ["FormworkSwiftUI"]),
    .library(name: "FormworkTerminal", targets: ["FormworkTerminal"]),
    // The CLI. The example targets are not products: the CLI, the tests and the example apps
    // use them inside this package, and no app resolves them.
    .executable(name: "formwork", targets: ["formwork"]),
  ],
  dependencies: [
    // Only the executable uses the argument parser; the libraries an iOS app links depend on nothing.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Tests and documentation only.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // MARK: Libraries

    // Generic two-level diff. No imports at all, not even Foundation.
    .target(name: "FormworkDiff"),
    // The model, values, validation, conditions, engine and snapshots. Foundation + FormworkDiff only.
    // Its built-in strings, one table per language, are resources read with `Bundle.module`.
    .target(name: "Formwork", dependencies: ["FormworkDiff"], resources: [.copy("Resources/Strings")]),
    // The platform-neutral half of list renderers: data source, cell descriptors and their
    // content (text traits, accessibility), updates applied to a list host, taps, keyboard order,
    // swipes and moves. Foundation + Formwork (and its FormworkDiff) only; tested on Linux
    // against a recording list.
    .target(name: "FormworkListDriver", dependencies: ["Formwork", "FormworkDiff"]),

    // MARK: Renderers

    // Apple renderers: every file is wrapped in `#if canImport(UIKit)` / `#if canImport(SwiftUI)`.
    // Both take their cell content (text traits, accessibility words) from the list driver.
    .target(name: "FormworkUIKit", dependencies: ["Formwork", "FormworkListDriver"]),
    .target(name: "FormworkSwiftUI", dependencies: ["Formwork", "FormworkListDriver"]),
    // The terminal renderer: Foundation only.
    .target(name: "FormworkTerminal", dependencies: ["Formwork"]),

    // MARK: Examples (targets only, not products)

    // The seed scenarios, defined once and rendered by every renderer. Their texts in other
    // languages than English (Simplified Chinese), one table per language, are resources.
    .target(name: "FormworkExamples", dependencies: ["Formwork"], resources: [.copy("Resources/Strings")]),
    // The examples as ready UIKit screens (kept out of FormworkUIKit so apps do not link them).
    .target(name: "FormworkUIKitExamples", dependencies: ["FormworkUIKit", "FormworkExamples"]),
    // The examples browser in SwiftUI (`#if canImport(SwiftUI)`): the renderer never depends on the examples.
    .target(name: "FormworkSwiftUIExamples", dependencies: ["FormworkSwiftUI", "FormworkExamples"]),

    // MARK: Executable

    .executableTarget(
      name: "formwork",
      dependencies: [
        "FormworkTerminal", "FormworkExamples",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: Test support and tests

    // A UIKit batch-update validator that any target's tests can use.
    .target(name: "FormworkDiffTestSupport", dependencies: ["FormworkDiff"], path: "Tests/FormworkDiffTestSupport"),
    .testTarget(
      name: "FormworkDiffTests",
      dependencies: [
        "FormworkDiff", "FormworkDiffTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "FormworkTests",
      dependencies: [
        "Formwork", "FormworkDiffTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // The list driver against a recording list that enforces UIKit's batch-update rules.
    .testTarget(
      name: "FormworkListDriverTests",
      dependencies: [
        "FormworkListDriver", "Formwork", "FormworkDiffTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // The Apple renderers in a real UITableView / UICollectionView / SwiftUI host (every file is
    // `#if canImport(UIKit)`: empty on Linux). They run on an iOS simulator (`xcodebuild test`,
    // .github/workflows/apple.yml); here they are only compiled (.ci/ios-check-tests).
    .testTarget(
      name: "FormworkUIKitTests",
      dependencies: ["FormworkUIKit", "FormworkListDriver", "Formwork", "FormworkExamples"]
    ),
    .testTarget(
      name: "FormworkSwiftUITests",
      dependencies: ["FormworkSwiftUI", "FormworkListDriver", "Formwork", "FormworkExamples"]
    ),
    // The terminal renderer, the examples and the `formwork` binary (driven end to end in tmux).
    .testTarget(
      name: "FormworkTerminalTests",
      dependencies: [
        "FormworkTerminal", "Formwork", "FormworkExamples",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["__Snapshots__"]
    ),
    // Every seed example builds, takes its sample answers as it says, and behaves as its seed did.
    .testTarget(
      name: "FormworkExamplesTests",
      dependencies: [
        "FormworkExamples", "Formwork", "FormworkDiffTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
