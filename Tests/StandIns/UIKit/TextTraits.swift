// The text-input traits and alignments of UIKit (UITextInputTraits), as plain values.
//
// Test-only stand-in: this module is named UIKit and exists on Linux only (Package.swift), so the
// `#if canImport(UIKit)` renderer sources compile and run in `swift test`. On iOS the real UIKit
// answers. See Tests/StandIns/README.md for what the stand-in models and what it cannot show.

/// "The type of keyboard to display for a given text-based view." (UIKeyboardType)
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// "The type of text that the return key displays." (UIReturnKeyType)
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// "The auto-capitalization behavior to use when typing text." (UITextAutocapitalizationType)
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// "The semantic meaning for a text input area." (UITextContentType: a string-backed struct.)
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
}

/// "Constants that specify text alignment." (NSTextAlignment)
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}
