/// The keys that complete sequences stand for: xterm's modifier parameters, function keys,
/// pastes and mouse reports.
extension KeyDecoder {
  static func withAlt(_ key: Key) -> Key {
    if case .modified(let inner, let modifiers) = key { return .modified(inner, modifiers.union(.alt)) }
    return .alt(key)
  }

  /// Pasted line ends as `\n`, other control characters but tabs dropped.
  static func normalizedPaste(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\r": scalars.append("\n")
      case "\n": if !afterCarriageReturn { scalars.append(scalar) }
      case "\t": scalars.append(scalar)
      default: if scalar.properties.generalCategory != .control { scalars.append(scalar) }
      }
    }
    return String(scalars)
  }

  /// `ESC [<b;x;yM` (press, wheel) or `…m` (release): xterm's SGR mouse reporting.
  static func mouseKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
    let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
      Int(String(decoding: $0, as: UTF8.self))
    }
    guard numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2] else { return nil }
    let action: MouseEvent.Action
    if code & 64 != 0 {
      action = code & 1 == 0 ? .wheelUp : .wheelDown
    } else if code & 32 != 0 {
      return nil  // motion while a button is held
    } else {
      action = final == UInt8(ascii: "M") ? .press : .release
    }
    return .mouse(MouseEvent(action: action, button: code & 3, line: y - 1, column: x - 1))
  }

  static func csiKey(final: UInt8, parameters: [UInt8]) -> Key? {
    let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
      Int(String(decoding: $0, as: UTF8.self))
    }
    let number = fields.first ?? nil
    // xterm's modifier parameter is 1 + shift (1) + alt (2) + ctrl (4): `1;3A` is Alt-↑.
    let modifiers = KeyModifiers(rawValue: max(0, ((fields.count > 1 ? fields[1] : nil) ?? 1) - 1) & 7)
    let key: Key?
    switch final {
    case UInt8(ascii: "A"): key = .up
    case UInt8(ascii: "B"): key = .down
    case UInt8(ascii: "C"): key = .right
    case UInt8(ascii: "D"): key = .left
    case UInt8(ascii: "H"): key = .home
    case UInt8(ascii: "F"): key = .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "P"): key = .function(1)
    case UInt8(ascii: "Q"): key = .function(2)
    case UInt8(ascii: "R"): key = .function(3)
    case UInt8(ascii: "S"): key = .function(4)
    case UInt8(ascii: "~"):
      switch number {
      case 1, 7: key = .home
      case 2: key = .insert
      case 3: key = .delete
      case 4, 8: key = .end
      case 5: key = .pageUp
      case 6: key = .pageDown
      case 11, 12, 13, 14, 15: key = .function(number.map { $0 == 15 ? 5 : $0 - 10 } ?? 1)
      case 17, 18, 19, 20, 21: key = .function((number ?? 17) - 11)
      case 23, 24: key = .function((number ?? 23) - 12)
      default: key = nil
      }
    default: key = nil
    }
    guard let key else { return nil }
    return modifiers.isEmpty ? key : .modified(key, modifiers)
  }

  static func ss3Key(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "M"): return .enter  // keypad Enter in application mode
    case UInt8(ascii: "P"): return .function(1)
    case UInt8(ascii: "Q"): return .function(2)
    case UInt8(ascii: "R"): return .function(3)
    case UInt8(ascii: "S"): return .function(4)
    default: return nil
    }
  }
}
