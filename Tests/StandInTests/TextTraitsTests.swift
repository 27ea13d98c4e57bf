import Testing
import UIKit

@Suite("UIKit stand-in: text traits")
struct TextTraitsTests {
  @Test("content types keep Apple's raw names")
  func contentTypeRawValue() {
    #expect(UITextContentType(rawValue: "emailAddress").rawValue == "emailAddress")
    #expect(UITextContentType(rawValue: "a") != UITextContentType(rawValue: "b"))
  }
}
