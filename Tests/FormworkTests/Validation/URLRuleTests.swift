import Formwork
import Foundation
import Testing

@MainActor
@Suite struct URLRuleTests {
  @Test(arguments: [
    "https://example.com",
    "http://example.com",
    "HTTPS://EXAMPLE.COM",
    "Https://Example.Com/Path?Q=1#Frag",
    "example.com",
    "EXAMPLE.COM",
    "www.example.com/path",
    "example.com:8080",
    "https://xn--bcher-kva.de",
    "https://XN--BCHER-KVA.DE/",
    "https://bücher.de/straße",
    "http://192.168.0.1",
    "http://192.168.0.1:8080/x",
    "192.168.0.1",
    "http://0.0.0.0",
    "http://[2001:db8::1]",
    "http://[2001:DB8::1]:443/",
    "http://[::1]",
    "http://[::]",
    "http://[1:2:3:4:5:6:7:8]",
    "http://[::ffff:192.0.2.1]",
    "https://user:pass@example.com",
    "https://user@example.com:8443/a",
    "https://us%40er:p%3Ass@example.com",
    "http://localhost:3000",
    "http://localhost",
    "https://example.com:65535",
    "https://example.com:0",
    "https://example.com/a%20b",
    "https://example.com/?q=a+b&c=d",
    "https://example.com/#/route",
    "https://example.com.",
    "https://a.b.c.example.com/path/to/page.html",
    "https://example.com/wiki/Über_uns",
  ])
  func valid(url: String) throws {
    #expect(try RuleHarness.passes(url, .url))
  }

  @Test(arguments: [
    "example",
    "localhost",
    "hello world",
    "http://",
    "http:///path",
    "http:/example.com",
    "https://exa mple.com",
    " https://example.com",
    "https://example.com/\u{00A0}",
    "https://example.com:65536",
    "https://example.com:",
    "https://example.com:80a",
    "https://example.com:123456",
    "https://example.com:-1",
    "ftp://example.com",
    "javascript:alert(1)",
    "mailto:a@b.com",
    "http://256.1.1.1",
    "http://1.2.3",
    "http://1.2.3.4.5",
    "http://01.2.3.4",
    "http://[2001:db8::1",
    "http://[2001:db8:::1]",
    "http://[1:2:3:4:5:6:7:8:9]",
    "http://[1:2:3:4:5:6:7]",
    "http://[12345::1]",
    "http://[::1]x",
    "http://[fe80::1%25en0]",
    "http://[g::1]",
    "https://@example.com",
    "user:pass@example.com",
    "user@example.com",
    "https://example.com/a%2",
    "https://example.com/a%zz",
    "https://example.com/<script>",
    "https://example.com/a\"b",
    "https://example.com/#a#b",
    "https://-example.com",
    "https://example-.com",
    "https://exa_mple.com",
    "https://xn--.com",
    "https://example..com",
    "example.c0m1",
  ])
  func invalid(url: String) throws {
    #expect(try RuleHarness.passes(url, .url) == false)
  }

  @Test(arguments: [
    ("example.com", false), ("https://example.com", true), ("HTTP://EXAMPLE.COM", true), ("ftp://example.com", false),
    ("//example.com", false),
  ])
  func schemeRequired(url: String, passes: Bool) throws {
    #expect(try RuleHarness.passes(url, .url(schemeRequired: true)) == passes)
  }

  @Test func allowedSchemes() throws {
    let ftp = Rule<String>.url(schemeRequired: true, allowedSchemes: ["ftp"])
    #expect(try RuleHarness.passes("ftp://files.example.com/a.zip", ftp))
    #expect(try RuleHarness.passes("FTP://files.example.com", ftp))
    #expect(try RuleHarness.passes("https://example.com", ftp) == false)
    let any = Rule<String>.url(schemeRequired: true, allowedSchemes: [])
    #expect(try RuleHarness.passes("git+ssh://git@github.com/a/b.git", any))
    #expect(try RuleHarness.passes("custom-app://callback?code=1", any))
    #expect(try RuleHarness.passes("1http://example.com", any) == false)
    #expect(try RuleHarness.passes("ht tp://example.com", any) == false)
  }

  @Test func messageAndIdentity() throws {
    let issues = try RuleHarness.issues("not a url", [.url])
    #expect(issues.map(\.rule) == ["url"])
    #expect(issues.map(\.message) == ["Enter a valid URL."])
  }
}
