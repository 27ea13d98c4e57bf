import Formwork
import Foundation
import Testing

@MainActor
@Suite struct EmailRuleTests {
  @Test(arguments: [
    "a@b.co",
    "ada@example.com",
    "Ada.Lovelace@Example.COM",
    "ADA@EXAMPLE.COM",
    "first.last+tag@sub.example.co.uk",
    "o'neil@example.ie",
    "a_b-c@my-domain.org",
    "1234@example.com",
    "x@a-b.c-d.com",
    "user@xn--bcher-kva.de",
    "user@XN--BCHER-KVA.DE",
    "user@example.xn--p1ai",
    "josé@bücher.de",
    "用户@例子.广告",
    "!#$%&'*+/=?^_`{|}~-@example.com",
    String(repeating: "a", count: 64) + "@example.com",
    "a@" + String(repeating: "b", count: 63) + ".com",
  ])
  func valid(address: String) throws {
    #expect(try RuleHarness.passes(address, .email))
  }

  @Test(arguments: [
    "plainaddress",
    "@example.com",
    "user@",
    "user@localhost",
    "user@example",
    "user@.example.com",
    "user@example..com",
    "user@example.com.",
    ".user@example.com",
    "user.@example.com",
    "us..er@example.com",
    "user name@example.com",
    " user@example.com",
    "user@example.com ",
    "user@exa mple.com",
    "user@-example.com",
    "user@example-.com",
    "user@example.c",
    "user@example.123",
    "user@192.168.0.1",
    "user@[192.168.0.1]",
    "\"john doe\"@example.com",
    "\"john\"@example.com",
    "a@b@example.com",
    "user@xn--.com",
    "user@exam_ple.com",
    "user@example.com\u{200B}",
    "us\u{0000}er@example.com",
    "a(b)@example.com",
    String(repeating: "a", count: 65) + "@example.com",
    "a@" + String(repeating: "b", count: 64) + ".com",
    "a@" + Array(repeating: String(repeating: "b", count: 60), count: 5).joined(separator: ".") + ".com",
  ])
  func invalid(address: String) throws {
    #expect(try RuleHarness.passes(address, .email) == false)
  }

  @Test func messageAndIdentity() throws {
    let issues = try RuleHarness.issues("nope", [.email])
    #expect(issues.map(\.rule) == ["email"])
    #expect(issues.map(\.message) == ["Enter a valid email address."])
  }
}
