import Foundation

extension Rule where Value == String {
  /// Demands a web address, with or without `http://` / `https://`: the same as `.url()`, or
  /// `.url(schemeRequired: false, allowedSchemes: ["http", "https"])`.
  ///
  /// ```swift
  /// Row.url(website, "Website").rules(.url)   // "example.com" and "https://example.com" pass
  /// ```
  ///
  /// Identity `"url"`; message ``ValidationMessages/url``.
  public static var url: Rule { url() }

  /// Demands an absolute URL with a host: `scheme://[user-info@]host[:port][/path][?query][#fragment]`.
  ///
  /// ```swift
  /// Row.url(callback, "Callback").rules(.url(schemeRequired: true, allowedSchemes: ["https"]))
  /// Row.url(mirror, "Mirror").rules(.url(schemeRequired: true, allowedSchemes: []))  // any scheme
  /// ```
  ///
  /// What passes:
  ///
  /// - Hosts in any case (`HTTPS://EXAMPLE.COM`), internationalized hosts as punycode
  ///   (`xn--bcher-kva.de`) or as typed (`bücher.de`), IPv4 (`http://192.168.0.1`, no leading
  ///   zeros), bracketed IPv6 (`http://[2001:db8::1]:8080`), ports 0–65535, user-info
  ///   (`ftp://user:pass@host`), percent escapes and non-ASCII characters in the path.
  /// - Without a scheme (when not required): a host with a top-level label (`example.com/a`),
  ///   no user-info. With a scheme, single-label hosts pass (`http://localhost:3000`).
  ///
  /// What fails: whitespace anywhere, a missing or empty host, an empty or out-of-range port, a
  /// scheme not in `allowedSchemes`, `%` not followed by two hex digits, characters such as
  /// `<>"{}|\^` and a second `#`. Schemes without an authority (`mailto:`, `tel:`) fail.
  ///
  /// Identity `"url"`; message ``ValidationMessages/url``.
  ///
  /// - Parameters:
  ///   - schemeRequired: Whether the text must start with `scheme://` (`example.com` fails).
  ///   - allowedSchemes: The schemes accepted, compared case-insensitively; empty accepts any
  ///     syntactically valid scheme.
  /// - Complexity: O(*n*) in the text's length.
  public static func url(schemeRequired: Bool = false, allowedSchemes: Set<String> = ["http", "https"]) -> Rule {
    Rule(
      AnyRule(id: "url") { input in
        guard let text = try? String(formValue: input.value),
          URLSyntax.isValid(text, schemeRequired: schemeRequired, allowedSchemes: allowedSchemes)
        else { return input.context.messages.url(input.context.title) }
        return nil
      })
  }
}

extension Rule where Value == URL {
  /// Demands a web address on a row whose value is a `URL` (``Row/url(_:_:value:)-(RowKey<URL>?,_,_)``):
  /// the same check as the text rule (`Rule<String>.url`), on the address as typed.
  ///
  /// ```swift
  /// Row.url(website, "Website").rules(.url)   // website: RowKey<URL>
  /// ```
  ///
  /// Identity `"url"`; message ``ValidationMessages/url``.
  public static var url: Rule { url() }

  /// Demands an absolute URL with a host on a row whose value is a `URL`: see
  /// `Rule<String>.url(schemeRequired:allowedSchemes:)` for what passes.
  ///
  /// - Complexity: O(*n*) in the address's length.
  public static func url(schemeRequired: Bool = false, allowedSchemes: Set<String> = ["http", "https"]) -> Rule {
    Rule(Rule<String>.url(schemeRequired: schemeRequired, allowedSchemes: allowedSchemes).erased)
  }
}
