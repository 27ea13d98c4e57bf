// swift-tools-version: 6.1
// Formwork: dynamic forms for iOS, with a terminal renderer so the whole engine runs on Linux.
import PackageDescription

let package = Package(
  name: "Formwork",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    .library(name: "FormworkDiff", targets: ["FormworkDiff"]),
    .library(name: "Formwork", targets: ["Formwork"]),
    .library(name: "FormworkUIKit", targets: ["FormworkUIKit"]),
    .library(name: "FormworkSwiftUI", targets: ["FormworkSwiftUI"]),
    .library(name: "FormworkTerminal", targets: ["FormworkTerminal"]),
    .library(name: "FormworkExamples", targets: ["FormworkExamples"]),
    .library(name: "FormworkUIKitExamples", targets: ["FormworkUIKitExamples"]),
    .library(name: "FormworkSwiftUIExamples", targets: ["FormworkSwiftUIExamples"]),
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
    .target(name: "Formwork", dependencies: ["FormworkDiff"], resources: [.copy("Resources/Strings")]),
    // Apple renderers: every file is wrapped in `#if canImport(UIKit)` / `#if canImport(SwiftUI)`.
    .target(name: "FormworkUIKit", dependencies: ["Formwork"]),
    .target(name: "FormworkSwiftUI", dependencies: ["Formwork"]),
    // The terminal renderer: Foundation only.
    .target(name: "FormworkTerminal", dependencies: ["Formwork"]),
    // The seed scenarios, defined once and rendered by every renderer.
    .target(name: "FormworkExamples", dependencies: ["Formwork"]),
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
