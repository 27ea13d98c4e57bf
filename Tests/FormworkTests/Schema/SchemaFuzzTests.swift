import FormworkDiffTestSupport
import Foundation
import Testing

@testable import Formwork

/// Mutated schemas through the whole path a server's JSON takes: parse, read, build, validate.
///
/// `swift test` runs a few hundred mutations (seconds). `FORMWORK_SCHEMA_FUZZ=<count>` runs that many and
/// also fails when any single load or validation takes over 100 ms (run it in release:
/// `FORMWORK_SCHEMA_FUZZ=1000000 swift test -c release --filter SchemaFuzz`); `FORMWORK_SCHEMA_FUZZ_SEED`
/// picks another sequence. A failing input is written to the temporary directory.
@MainActor
@Suite struct SchemaFuzzTests {
  static let seeds: [String] = [
    FormSchemaTests.loan,
    """
    {"title": "Kinds", "context": {"role": "agent"}, "sections": [
      {"tag": "a", "header": "A", "footer": "F", "rows": [
        {"tag": "email", "kind": "email", "title": "Email", "required": "role == 'x'",
         "rules": ["email", {"rule": "pattern", "value": "[a-z0-9.]+@[a-z]+\\\\.[a-z]{2,}"}]},
        {"tag": "url", "kind": "url", "rules": ["url"]},
        {"tag": "born", "kind": "date", "minimumDate": "1900-01-01", "value": "2000-02-29"},
        {"tag": "slider", "kind": "slider", "minimum": 0, "maximum": 10, "steps": 10, "value": 5},
        {"tag": "count", "kind": "integer", "rules": [{"rule": "greaterThan", "value": 2, "severity": "warning"}]},
        {"tag": "pick", "kind": "segmented", "options": [{"value": "x", "title": "X"}, {"value": "y", "title": "Y"}]},
        {"tag": "many", "kind": "multipleSelector", "options": [{"value": 1, "title": "One", "group": "g"}],
         "rules": [{"rule": "minCount", "value": 1}]},
        {"tag": "code", "kind": "text", "value": "12345", "rules": [{"rule": "pattern", "value": "\\\\d{3}-?\\\\d{2}"},
          {"rule": "length", "value": [2, 8]}, {"rule": "oneOf", "value": ["12345", "x"]}]},
        {"tag": "total", "kind": "decimal", "disabled": "count > 3 && !$row.email.hidden", "value": 12.50},
        {"tag": "ok", "kind": "check", "hidden": "email in ['a', 'b'] || total >= 2.5"}
      ]},
      {"tag": "b", "hidden": "$section.a.hidden", "multivalued": {"template": {"kind": "text", "title": "Item"},
        "values": ["1", "2"], "options": ["insert", "delete", "reorder"], "addTitle": "Add"}}
    ], "readOnly": false, "editable": ["email"], "locked": ["code"]}
    """,
    """
    {"pages": [
      {"title": "One", "tag": "one", "sections": [{"rows": [{"tag": "kind", "kind": "text", "title": "Kind"}]}]},
      {"title": "Two", "tag": "two", "hidden": "kind != 'company'", "sections": [{"rows": [
        {"tag": "vat", "kind": "text", "title": "VAT", "required": true,
         "rules": [{"rule": "pattern", "value": "[A-Z]{2}[0-9]{9}"}]}]}]}
    ]}
    """,
  ]

  /// Values a structural mutation puts somewhere in a schema.
  static let hostile: [String] = [
    "\\d+\\d+\\d+x", ".*a.*a.*a.*a.*a.*b", "[\\s\\S]*[\\s\\S]*[\\s\\S]*[\\s\\S]*y", "(a+)+", "(a|a)*", "(x+x+)+y",
    "(?i)(?m)^\\b\\w+$", "\\p{Lu}*+", "(a{1000}){1000}", "[a-z&&[^b]]*c", "pattern", "text", "kind", "rules", "value",
    "sections", "rows", "hidden", "email == ''", "a == b == c", "((((((((((x))))))))))", "$ctx.role", "emial",
    "custom:thing", "1e999999", "-0", "\u{0}", "\u{FEFF}", "é\u{301}", "",
  ]

  var random: SplitMix64
  let seedValues: [FormValue]

  init() throws {
    let seed = ProcessInfo.processInfo.environment["FORMWORK_SCHEMA_FUZZ_SEED"].flatMap(UInt64.init) ?? 13
    random = SplitMix64(seed: seed)
    seedValues = try Self.seeds.map { try FormValue(json: $0) }
  }

  @Test mutating func mutatedSchemasNeverCrashOrHang() throws {
    let requested = ProcessInfo.processInfo.environment["FORMWORK_SCHEMA_FUZZ"].flatMap(Int.init)
    let count = requested ?? 300
    let timed = requested != nil
    var slowest: (Duration, String) = (.zero, "")
    var outcomes = [0, 0, 0]
    for iteration in 0..<count {
      let text = mutate()
      let clock = ContinuousClock()
      var form: Form?
      let load = clock.measure {
        do {
          form = try Form(schema: FormSchema(json: text))
          outcomes[2] += 1
        } catch let error as FormError {
          outcomes[0] += 1
          _ = error.description
        } catch let error as FormDefinitionError {
          outcomes[1] += 1
          _ = error.description
        } catch {
          Issue.record("unexpected error type \(type(of: error)) for input \(iteration)")
        }
      }
      var validation = Duration.zero
      if let form {
        validation = clock.measure { exercise(form) }
      }
      if timed, iteration % 50_000 == 49_999 { print("fuzz: \(iteration + 1) schemas, slowest \(slowest.0)") }
      let worst = max(load, validation)
      if worst > slowest.0 { slowest = (worst, text) }
      if timed, worst > .milliseconds(100) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-fuzz-slow-\(iteration).json")
        try? Data(text.utf8).write(to: file)
        Issue.record("input \(iteration) took \(load) to load and \(validation) to validate; saved to \(file.path)")
      }
    }
    #expect(outcomes[0] > 0 && outcomes[1] > 0 && outcomes[2] > 0, "the mutations reach every outcome: \(outcomes)")
    if timed {
      print("fuzz: \(count) schemas, outcomes [json, schema, built] \(outcomes), slowest \(slowest.0)")
    }
  }

  /// Validates every row, then puts a long value built to trip a backtracking matcher in each
  /// text row and validates again.
  func exercise(_ form: Form) {
    _ = form.validate()
    let adversarial = String(repeating: "a1 ", count: 700) + "!"
    for row in form.rowIDs.prefix(20) where form.storage.node(row)?.spec.formValueType == .string {
      do {
        try form.setValue(.string(adversarial), for: row)
      } catch {
        // A refusal (a read-only or locked row) is an answer too.
        _ = error
      }
    }
    _ = form.validate()
  }

  // MARK: Mutations

  mutating func mutate() -> String {
    var value = seedValues[random.below(seedValues.count)]
    for _ in 0...random.below(3) { value = mutateValue(value, depth: 0) }
    var bytes = Array(value.jsonString().utf8)
    if random.below(3) == 0 {
      for _ in 0...random.below(4) { mutateBytes(&bytes) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Replaces, deletes, duplicates or nests one node of the tree.
  mutating func mutateValue(_ value: FormValue, depth: Int) -> FormValue {
    switch value {
    case .object(var members) where !members.isEmpty && random.below(4) != 0:
      let keys = members.keys.sorted()
      let key = keys[random.below(keys.count)]
      switch random.below(6) {
      case 0: members[key] = nil
      case 1: members[hostileString()] = members[key]
      case 2: members[key + (random.below(2) == 0 ? "s" : "")] = replacement()
      default: members[key] = mutateValue(members[key] ?? .null, depth: depth + 1)
      }
      return .object(members)
    case .list(var items) where !items.isEmpty && random.below(4) != 0:
      let index = random.below(items.count)
      switch random.below(5) {
      case 0: items.remove(at: index)
      case 1: items.append(contentsOf: Array(repeating: items[index], count: 1 + random.below(40)))
      default: items[index] = mutateValue(items[index], depth: depth + 1)
      }
      return .list(items)
    default:
      return replacement()
    }
  }

  mutating func replacement() -> FormValue {
    switch random.below(9) {
    case 0: return .string(hostileString())
    case 1: return .string(String(repeating: hostileString(), count: 1 + random.below(2_000)))
    case 2: return [.int(.max), .int(.min), .int(0), .int(-1), .decimal(Decimal(string: "1e-120")!)][random.below(5)]
    case 3: return .decimal(Decimal(string: "9" + String(repeating: "9", count: random.below(60)))!)
    case 4:
      var nested = FormValue.list([])
      for _ in 0..<random.below(700) { nested = random.below(2) == 0 ? .list([nested]) : .object(["rows": nested]) }
      return nested
    case 5: return .bool(random.below(2) == 0)
    case 6: return .null
    case 7: return seedValues[random.below(seedValues.count)]
    default: return .object([hostileString(): .string(hostileString())])
    }
  }

  mutating func hostileString() -> String { Self.hostile[random.below(Self.hostile.count)] }

  mutating func mutateBytes(_ bytes: inout [UInt8]) {
    guard !bytes.isEmpty else { return }
    let index = random.below(bytes.count)
    let length = min(bytes.count - index, 1 + random.below(64))
    switch random.below(5) {
    case 0:
      let interesting = Array("{}[]\",:0123456789-eE.tfn\\ ".utf8) + [0xFF, 0xC3, 0x00, 0x0A]
      bytes[index] = interesting[random.below(interesting.count)]
    case 1: bytes.removeSubrange(index..<index + length)
    case 2: bytes.insert(contentsOf: bytes[index..<index + length], at: index)
    case 3: bytes.insert(contentsOf: Array(repeating: UInt8(ascii: "["), count: random.below(2_000)), at: index)
    default: bytes[index] ^= UInt8(truncatingIfNeeded: 1 << random.below(8))
    }
  }
}
