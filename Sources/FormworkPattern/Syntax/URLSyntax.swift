/// The URL grammar of `Rule.url(schemeRequired:allowedSchemes:)`: absolute URLs with an
/// authority, after RFC 3986 (`scheme://[user-info@]host[:port][/path][?query][#fragment]`).
///
/// - Scheme: a letter then letters, digits, `+ - .`, followed by `://`; compared case-insensitively.
///   Without `://` the text has no scheme (`mailto:`, `tel:` and `file:///` URLs are not what
///   this rule checks).
/// - Without a scheme (when allowed) the text must start with a host that has a top-level label
///   (`example.com/path`, not `localhost` or `hello`), and may not have user-info (it would be
///   read as a `scheme:` otherwise).
/// - User-info: non-empty, RFC 3986 `userinfo` characters (`user:pass@`).
/// - Host: a domain name (upper case, `xn--` A-labels and Unicode U-labels accepted, a trailing
///   dot too), dotted-decimal IPv4 (`192.168.0.1`, no leading zeros), or IPv6 in brackets
///   (`[2001:db8::1]`, no zone). With a scheme, single-label hosts (`http://localhost`) pass.
/// - Port: 1–5 digits, at most 65535; `host:` with an empty port fails.
/// - Path, query, fragment: RFC 3986 characters, `%` followed by two hex digits, and any
///   non-ASCII character except whitespace (IRIs); one `#` at most.
/// - No whitespace or invisible characters anywhere.
package enum URLSyntax {
  package static func isValid(_ text: String, schemeRequired: Bool, allowedSchemes: Set<String>) -> Bool {
    guard !text.isEmpty, !text.unicodeScalars.contains(where: HostSyntax.isInvisible) else { return false }
    var rest = Substring(text)
    var hasScheme = false
    if let colon = rest.firstIndex(of: ":"), isScheme(rest[..<colon]), rest[colon...].hasPrefix("://") {
      let scheme = rest[..<colon].lowercased()
      guard allowedSchemes.isEmpty || allowedSchemes.contains(where: { $0.lowercased() == scheme }) else {
        return false
      }
      hasScheme = true
      rest = rest[rest.index(colon, offsetBy: 3)...]
    } else if schemeRequired {
      return false
    }
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    return isAuthority(rest[..<authorityEnd], hasScheme: hasScheme) && isTail(rest[authorityEnd...])
  }

  static func isScheme(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else {
      return false
    }
    return text.unicodeScalars.allSatisfy { HostSyntax.isASCIIAlphanumeric($0) || $0 == "+" || $0 == "-" || $0 == "." }
  }

  static func isAuthority(_ authority: Substring, hasScheme: Bool) -> Bool {
    var hostPort = authority
    if let at = authority.lastIndex(of: "@") {
      guard hasScheme, isUserInfo(authority[..<at]) else { return false }
      hostPort = authority[authority.index(after: at)...]
    }
    let host: Substring
    var port: Substring?
    if hostPort.hasPrefix("[") {
      guard let close = hostPort.firstIndex(of: "]") else { return false }
      guard HostSyntax.isIPv6(hostPort[hostPort.index(after: hostPort.startIndex)..<close]) else { return false }
      let after = hostPort[hostPort.index(after: close)...]
      if !after.isEmpty {
        guard after.first == ":" else { return false }
        port = after.dropFirst()
      }
      return port.map(isPort) ?? true
    }
    if let colon = hostPort.firstIndex(of: ":") {
      host = hostPort[..<colon]
      port = hostPort[hostPort.index(after: colon)...]
    } else {
      host = hostPort
    }
    if let port, !isPort(port) { return false }
    if host.unicodeScalars.allSatisfy({ HostSyntax.isASCIIDigit($0) || $0 == "." }) {
      return HostSyntax.isIPv4(host)
    }
    return HostSyntax.isDomain(host, requiresTopLevel: !hasScheme, allowsTrailingDot: true)
  }

  static func isPort(_ port: Substring) -> Bool {
    guard (1...5).contains(port.count), port.unicodeScalars.allSatisfy(HostSyntax.isASCIIDigit), let value = Int(port)
    else { return false }
    return value <= 65535
  }

  private static let unreserved = Set("-._~".unicodeScalars)
  private static let subDelimiters = Set("!$&'()*+,;=".unicodeScalars)
  private static let generalDelimiters = Set(":/?#[]@".unicodeScalars)

  static func isUserInfo(_ userInfo: Substring) -> Bool {
    !userInfo.isEmpty
      && isPercentEncodedText(userInfo) { scalar in
        HostSyntax.isASCIIAlphanumeric(scalar) || unreserved.contains(scalar) || subDelimiters.contains(scalar)
          || scalar == ":"
      }
  }

  /// Path, query and fragment.
  static func isTail(_ tail: Substring) -> Bool {
    guard tail.filter({ $0 == "#" }).count <= 1 else { return false }
    return isPercentEncodedText(tail) { scalar in
      !scalar.isASCII || HostSyntax.isASCIIAlphanumeric(scalar) || unreserved.contains(scalar)
        || subDelimiters.contains(scalar) || generalDelimiters.contains(scalar)
    }
  }

  /// Whether every scalar is allowed or starts a valid `%XX` escape.
  private static func isPercentEncodedText(_ text: Substring, allowing allowed: (Unicode.Scalar) -> Bool) -> Bool {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if scalars[index] == "%" {
        guard index + 2 < scalars.count, scalars[index + 1].properties.isASCIIHexDigit,
          scalars[index + 2].properties.isASCIIHexDigit
        else { return false }
        index += 3
      } else {
        guard allowed(scalars[index]) else { return false }
        index += 1
      }
    }
    return true
  }
}
