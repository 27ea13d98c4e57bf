// swift-tools-version: 6.1
// Formwork: dynamic forms for iOS, with a terminal renderer so the whole engine runs on Linux.
import PackageDescription

// MARK: Test-only stand-ins for Apple's frameworks (Linux only)
//
// On Linux, modules named `UIKit` and `SwiftUI` (Tests/StandIns) stand in for Apple's frameworks, so
// the `#if canImport(UIKit)` / `#if canImport(SwiftUI)` renderer sources compile and their tests run
// in `swift test`. They are declared only when the manifest is evaluated on Linux, and reached only
// through `.when(platforms: [.linux])`: a build for iOS (ios-check, Xcode) or macOS never sees them,
// and the real frameworks answer there.
#if os(Linux)
  let declaresStandIns = true
#else
  let declaresStandIns = false
#endif

/// `names` as dependencies on Linux only (nothing elsewhere, where the targets do not exist).
func standIns(_ names: String...) -> [Target.Dependency] {
  guard declaresStandIns else { return [] }
  return names.map { .target(name: $0, condition: .when(platforms: [.linux])) }
}

let package = Package(
  name: "Formwork",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    // What an app resolves: the core, the list driver, and one renderer or more.
    .library(name: "FormworkDiff", targets: ["FormworkDiff"]),
    .library(name: "Formwork", targets: ["Formwork"]),
    .library(name: "FormworkSchema", targets: ["FormworkSchema"]),
    .library(name: "FormworkSurveyJS", targets: ["FormworkSurveyJS"]),
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
    // The leaves under the core, each checked alone by the compiler (Foundation only):
    // the linear-time pattern matcher and the syntax checks (no Formwork types at all),
    .target(name: "FormworkPattern"),
    // the values (`FormValue`, its JSON and Codable, `FormError`, value paths, date styles),
    .target(name: "FormworkValues"),
    // and the expression language, over the values; the form answers it through a protocol.
    .target(name: "FormworkExpressions", dependencies: ["FormworkValues"]),
    // and the built-in strings: every word a renderer shows, one table per language (resources
    // read with `Bundle.module`), the languages and their plural rules. Foundation only.
    .target(name: "FormworkStrings", resources: [.copy("Resources/Strings")]),
    // The model, validation, conditions, engine and snapshots, over the leaves (which it re-exports).
    .target(
      name: "FormworkCore",
      dependencies: ["FormworkDiff", "FormworkPattern", "FormworkValues", "FormworkExpressions", "FormworkStrings"]),
    // JSON form schemas: the reader, the app's registry of names, the check and the format's JSON
    // Schema. A client of the core's public API only (.ci/check-schema-uses-public-api proves it).
    .target(name: "FormworkSchema", dependencies: ["FormworkCore"]),
    // Drafts: stores, the atomic file store, autosave, restoring what still fits. Over the core
    // (its `package` reads of a form's rows); re-exported by `Formwork`.
    .target(name: "FormworkDrafts", dependencies: ["FormworkCore"]),
    // SurveyJS JSON translated into Formwork's schema JSON, then read by FormworkSchema: every
    // import goes through the one schema path. Apps that import surveys link it; `Formwork` does not.
    .target(name: "FormworkSurveyJS", dependencies: ["Formwork", "FormworkSchema"]),
    // What an app imports: re-exports the core and every module layered on it.
    .target(name: "Formwork", dependencies: ["FormworkCore", "FormworkSchema", "FormworkDrafts"]),
    // The platform-neutral half of list renderers: data source, cell descriptors and their
    // content (text traits, accessibility), updates applied to a list host, taps, keyboard order,
    // swipes and moves. Foundation + Formwork (and its FormworkDiff) only; tested on Linux
    // against a recording list.
    .target(name: "FormworkListDriver", dependencies: ["Formwork", "FormworkDiff"] + standIns("UIKit")),

    // MARK: Renderers

    // Apple renderers: every file is wrapped in `#if canImport(UIKit)` / `#if canImport(SwiftUI)`.
    // Both take their cell content (text traits, accessibility words) from the list driver.
    .target(name: "FormworkUIKit", dependencies: ["Formwork", "FormworkListDriver"] + standIns("UIKit")),
    .target(name: "FormworkSwiftUI", dependencies: ["Formwork", "FormworkListDriver"] + standIns("UIKit", "SwiftUI")),
    // The terminal renderer: Foundation only. Its own words (help line, questions, help screen), one
    // table per language, are resources read with `Bundle.module`, so apps without it do not ship them.
    .target(
      name: "FormworkTerminal", dependencies: ["Formwork", "FormworkStrings"], resources: [.copy("Resources/Strings")]),

    // MARK: Examples (targets only, not products)

    // The seed scenarios, defined once and rendered by every renderer. Their texts in other
    // languages than English (Simplified Chinese), one table per language, are resources.
    .target(name: "FormworkExamples", dependencies: ["Formwork"], resources: [.copy("Resources/Strings")]),
    // The examples as ready UIKit screens (kept out of FormworkUIKit so apps do not link them).
    .target(name: "FormworkUIKitExamples", dependencies: ["FormworkUIKit", "FormworkExamples"] + standIns("UIKit")),
    // The examples browser in SwiftUI (`#if canImport(SwiftUI)`): the renderer never depends on the examples.
    .target(
      name: "FormworkSwiftUIExamples", dependencies: ["FormworkSwiftUI", "FormworkExamples"] + standIns("UIKit", "SwiftUI")),

    // MARK: Executable

    .executableTarget(
      name: "formwork",
      dependencies: [
        "FormworkTerminal", "FormworkExamples", "FormworkSurveyJS",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: Test support and tests

    // A UIKit batch-update validator that any target's tests can use.
    .target(name: "FormworkDiffTestSupport", dependencies: ["FormworkDiff"], path: "Tests/FormworkDiffTestSupport"),
    // A recorder that follows a form as a renderer does (flush, check each update with the validator,
    // keep what is shown): the engine's and the examples' tests share it.
    .target(
      name: "FormworkTestSupport", dependencies: ["Formwork", "FormworkDiffTestSupport"],
      path: "Tests/FormworkTestSupport"),
    // `checkProperty`: PropertyBased's `propertyCheck`, failing when the property's body throws.
    .target(
      name: "PropertyTestSupport", dependencies: [.product(name: "PropertyBased", package: "swift-property-based")],
      path: "Tests/PropertyTestSupport"),
    .testTarget(
      name: "FormworkDiffTests",
      dependencies: [
        "FormworkDiff", "FormworkDiffTestSupport",
        "PropertyTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // Random values and value fixtures, for the values' tests and the form's I/O tests.
    .target(
      name: "FormworkValuesTestSupport",
      dependencies: ["FormworkValues", .product(name: "PropertyBased", package: "swift-property-based")],
      path: "Tests/FormworkValuesTestSupport"),
    // Each leaf alone: these import nothing of Formwork but their leaf.
    .testTarget(
      name: "FormworkPatternTests",
      dependencies: [
        "FormworkPattern", "PropertyTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "FormworkValuesTests",
      dependencies: [
        "FormworkValues", "FormworkValuesTestSupport", "PropertyTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(name: "FormworkStringsTests", dependencies: ["FormworkStrings"]),
    .testTarget(
      name: "FormworkExpressionsTests",
      dependencies: [
        "FormworkExpressions", "FormworkValues", "PropertyTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "FormworkTests",
      dependencies: [
        "Formwork", "FormworkCore", "FormworkDrafts", "FormworkSchema", "FormworkDiffTestSupport",
        "FormworkTestSupport", "FormworkValuesTestSupport",
        "PropertyTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ] + standIns("FoundationUndo")
    ),
    // The schema reader through the public API, as an app reads schemas.
    .testTarget(
      name: "FormworkSchemaTests",
      dependencies: [
        "Formwork", "FormworkSchema", "FormworkDiffTestSupport",
        "PropertyTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // The SurveyJS importer: each row of its mapping table, the samples in Schemas/examples, and
    // the corpus of real surveys in ../shared/surveyjs-corpus when it is there.
    .testTarget(
      name: "FormworkSurveyJSTests",
      dependencies: [
        "FormworkSurveyJS", "Formwork", "FormworkSchema",
        "PropertyTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // The list driver against a recording list that enforces UIKit's batch-update rules.
    .testTarget(
      name: "FormworkListDriverTests",
      dependencies: [
        "FormworkListDriver", "Formwork", "FormworkDiffTestSupport",
        "PropertyTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // The Apple renderers' tests (every file is `#if canImport(UIKit)` / `#if canImport(SwiftUI)`).
    // The same files run on Linux against the stand-ins in `swift test`, and on an iOS simulator
    // against the real frameworks (`xcodebuild test`, .github/workflows/apple.yml).
    .testTarget(
      name: "FormworkUIKitTests",
      dependencies: ["FormworkUIKit", "FormworkListDriver", "Formwork", "FormworkExamples", "FormworkUIKitExamples"]
        + standIns("UIKit", "_Testing_UIKit", "_Testing_CoreGraphics")
    ),
    .testTarget(
      name: "FormworkSwiftUITests",
      dependencies: ["FormworkSwiftUI", "FormworkListDriver", "Formwork", "FormworkExamples", "FormworkSwiftUIExamples"]
        + standIns("UIKit", "_Testing_UIKit", "_Testing_CoreGraphics", "SwiftUI")
    ),
    // The terminal renderer, the examples and the `formwork` binary (driven end to end in tmux).
    .testTarget(
      name: "FormworkTerminalTests",
      dependencies: [
        "FormworkTerminal", "Formwork", "FormworkCore", "FormworkExamples",
        "PropertyTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["__Snapshots__"]
    ),
    // Every seed example builds, takes its sample answers as it says, and behaves as its seed did.
    .testTarget(
      name: "FormworkExamplesTests",
      dependencies: [
        "FormworkExamples", "Formwork", "FormworkTestSupport",
        "PropertyTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ]
    + (declaresStandIns
      ? [
        // A model of the UIKit contracts FormworkUIKit relies on, each with Apple's sentence.
        .target(
          name: "UIKit", dependencies: ["CoreGraphics", "FoundationUndo", "FormworkDiffTestSupport"],
          path: "Tests/StandIns/UIKit"),
        // Foundation's UndoManager (absent from Foundation on Linux), with its grouping rules; UIKit and
        // SwiftUI re-export it as they re-export Foundation.
        .target(name: "FoundationUndo", dependencies: ["FormworkCore"], path: "Tests/StandIns/FoundationUndo"),
        // UIKit re-exports CoreGraphics. A dependency of UIKit, so whenever a module named UIKit is in
        // the build's module folder, CoreGraphics is too (swift-property-based tests for both).
        .target(name: "CoreGraphics", path: "Tests/StandIns/CoreGraphics"),
        .target(name: "_Testing_CoreGraphics", dependencies: ["CoreGraphics"], path: "Tests/StandIns/_Testing_CoreGraphics"),
        // Swift Testing declares a cross-import overlay for UIKit: a file importing Testing and UIKit
        // loads `_Testing_UIKit`, which on Linux only this shim provides.
        .target(name: "_Testing_UIKit", dependencies: ["UIKit", "_Testing_CoreGraphics"], path: "Tests/StandIns/_Testing_UIKit"),
        // A model of SwiftUI that evaluates `body` trees and keeps state per identity.
        .target(name: "SwiftUI", dependencies: ["FoundationUndo"], path: "Tests/StandIns/SwiftUI"),
        // The stand-ins' own tests: what UIKit and SwiftUI are known to reject is rejected.
        .testTarget(
          name: "StandInTests",
          dependencies: ["CoreGraphics", "_Testing_CoreGraphics", "UIKit", "_Testing_UIKit", "SwiftUI", "FormworkDiffTestSupport"],
          path: "Tests/StandInTests"),
      ]
      : []),
  swiftLanguageModes: [.v6]
)
