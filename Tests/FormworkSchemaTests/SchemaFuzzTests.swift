import Formwork
import FormworkDiffTestSupport
import Foundation
import Testing

@testable import FormworkSchema

/// Mutated schemas through the whole path a server's JSON takes: parse, read, build, validate.
///
/// `swift test` runs 2,000 mutations (about 2 s in a debug build). `FORMWORK_SCHEMA_FUZZ=<count>` runs
/// that many, prints the share of each ``Outcome``, and also fails when any single load or validation
/// takes over 100 ms (run it in release: `FORMWORK_SCHEMA_FUZZ=1000000 swift test -c release --filter
/// SchemaFuzz`, about 6 minutes after the build); `FORMWORK_SCHEMA_FUZZ_SEED` picks another sequence. A
/// slow input is written to the temporary directory (`TMPDIR`).
@MainActor
@Suite struct SchemaFuzzTests {
  static let seeds: [String] = [
    FormSchemaTests.loan,
    """
    {"title": "Kinds", "context": {"role": "agent"}, "sections": [
      {"tag": "a", "header": "A", "footer": "F", "rows": [
        {"tag": "email", "kind": "email", "title": "Email", "required": "$ctx.role == 'x'",
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
        {"tag": "total", "kind": "decimal", "disabled": "count > 3 && !email.hidden", "value": 12.50},
        {"tag": "ok", "kind": "check", "hidden": "email in ['a', 'b'] || total >= 2.5"}
      ]},
      {"tag": "b", "hidden": "$section.a.hidden", "multivalued": {"template": {"kind": "text", "title": "Item"},
        "values": ["1", "2"], "options": ["insert", "delete", "reorder"], "addTitle": "Add"}}
    ], "readOnly": false, "editable": ["email"], "locked": ["code"]}
    """,
    """
    {"pages": [
      {"title": "One", "tag": "one", "sections": [{"rows": [{"tag": "kind", "kind": "text", "title": "Kind",
        "triggers": [{"when": "kind == 'stop'", "complete": true}, {"when": "kind == 'x'", "set": "y"}]}]}]},
      {"title": "Two", "tag": "two", "hidden": "kind != 'company'", "sections": [{"rows": [
        {"tag": "vat", "kind": "text", "title": "VAT", "required": true,
         "rules": [{"rule": "pattern", "value": "[A-Z]{2}[0-9]{9}"}]}]}]}
    ]}
    """,
    """
    {"sections": [{"rows": [
      {"tag": "car", "kind": "columnPicker", "title": "Car", "value": ["honda", "civic"], "columns": [
        {"title": "Make", "options": [{"value": "toyota", "title": "Toyota"}, {"value": "honda", "title": "Honda"}]},
        {"title": "Model", "following": [
          {"after": "toyota", "options": [{"value": "corolla", "title": "Corolla"}]},
          {"after": "honda", "options": [{"value": "civic", "title": "Civic"}, {"value": "jazz", "title": "Jazz"}]}]}]},
      {"tag": "liked", "kind": "multipleSelector", "options": [{"value": "a", "title": "A"}, {"value": "b", "title": "B"}],
       "selectAll": "All"},
      {"tag": "ranked", "kind": "ranking", "options": {"from": "liked", "mode": "selected"}},
      {"tag": "order", "kind": "ranking", "options": [{"value": 1, "title": "One"}, {"value": 2, "title": "Two"}]},
      {"tag": "phone", "kind": "phone", "mask": "(###) ###-####"},
      {"tag": "price", "kind": "decimal", "liveFormat": {"currency": "EUR"}}
    ]}]}
    """,
  ]

  /// Values a structural mutation puts somewhere in a schema.
  static let hostile: [String] = [
    "\\d+\\d+\\d+x", ".*a.*a.*a.*a.*a.*b", "[\\s\\S]*[\\s\\S]*[\\s\\S]*[\\s\\S]*y", "(a+)+", "(a|a)*", "(x+x+)+y",
    "(?i)(?m)^\\b\\w+$", "\\p{Lu}*+", "(a{1000}){1000}", "[a-z&&[^b]]*c", "pattern", "text", "kind", "rules", "value",
    "sections", "rows", "hidden", "email == ''", "a == b == c", "((((((((((x))))))))))", "$ctx.role", "emial",
    "custom:thing", "1e999999", "-0", "\u{0}", "\u{FEFF}", "é\u{301}", "",
  ]

  /// Expressions a mutation puts in a condition, a computed row or a default.
  static let hostileExpressions: [String] = [
    "a == b == c", "((((((((((x))))))))))", "$ctx.role", "emial == ''", "name == name", "!!!!!!!!!!!!true",
    "income > 0 && income < 0 || income == null", "$row.name.hidden && $section.applicant.disabled", "'\\u0000'",
    "name in ['a', 'b', 'c', 'd']", "1 / 0 > 2", "income * income * income * income", "count(banks) > 1",
    "name + name + name", "x.y.z", "$ctx", "", " ", "((", "'unterminated", "9999999999999999999999 > 1",
    "sum(b)", "sum(b.price)", "count(b) > 1 ? 'many' : 'few'", "iif(ok, total, 0)", "ok ? total :", "a ? b ? c",
    "age(today())", "today() > 1", "min(b) + max(b)", "avg(total)", "sum(b * total)", "sum(sum(b))", "sum()",
    "count(b.`hidden`)", "b.x", "age('2024-02-29', '2025-02-28')",
  ]

  /// Patterns a mutation puts in a `pattern` rule: the catastrophic shapes of backtracking matchers.
  static let hostilePatterns: [String] = [
    "\\d+\\d+\\d+x", ".*a.*a.*a.*a.*a.*b", "[\\s\\S]*[\\s\\S]*[\\s\\S]*[\\s\\S]*y", "(a+)+", "(a|a)*",
    "(x+x+)+y", "(a|ab)+", "(?i)(?m)^\\b\\w+$", "\\p{Lu}*+", "(a{1000}){1000}", ".{0,1000}x", "(\\d{3}-)+\\d{4}",
    "[a-z0-9._%+-]{1,64}@[a-z0-9.-]{1,255}", "\\b\\w+\\b\\w*x*+", "(?>a+)b", "a{2,3}{2,3}", "[^\\n]*+$", "(",
    "a**", "[z-a]", "\\", "(?<=a)b", "(a)\\1",
  ]

  /// What the mutations draw from: the members and values the seeds have in each context. A
  /// context is the key an object or a list is under (`rows[]` for a row, `rules[]` for a rule),
  /// so a row's `value` is swapped for another row's value, not for a rule's.
  struct Pool {
    /// The values found under each member of each context (`"rows[].kind"`), and the items of
    /// each list (`"rows[]"`).
    var values: [String: [FormValue]] = [:]
    /// The member names each context has (`"rows[]"`: `tag`, `kind`, `title`…).
    var keys: [String: [String]] = [:]

    init(_ seeds: [FormValue]) {
      var values: [String: [FormValue]] = [:]
      var keys: [String: Set<String>] = [:]
      func walk(_ value: FormValue, context: String) {
        switch value {
        case .object(let members):
          for (name, member) in members.sorted(by: { $0.key < $1.key }) {
            keys[context, default: []].insert(name)
            values[context + "." + name, default: []].append(member)
            walk(member, context: name)
          }
        case .list(let items):
          for item in items {
            values[context + "[]", default: []].append(item)
            walk(item, context: context + "[]")
          }
        default: break
        }
      }
      for seed in seeds { walk(seed, context: "$") }
      self.values = values
      self.keys = keys.mapValues { $0.sorted() }
    }
  }

  var random: SplitMix64
  let seedValues: [FormValue]
  let pool: Pool

  init() throws {
    let seed = ProcessInfo.processInfo.environment["FORMWORK_SCHEMA_FUZZ_SEED"].flatMap(UInt64.init) ?? 13
    random = SplitMix64(seed: seed)
    let samples = try SchemaFilesTests.files(in: "Schemas/examples").map {
      try FormValue(jsonData: SchemaFilesTests.data("Schemas/examples", $0))
    }
    seedValues = try Self.seeds.map { try FormValue(json: $0) } + samples
    pool = Pool(seedValues)
  }

  /// What became of a mutated schema.
  enum Outcome: String, CaseIterable {
    case tooLarge = "over the size limit"
    case malformedJSON = "malformed JSON"
    case refusedByTheReader = "refused by the reader"
    case refusedByTheBuild = "refused by the build"
    case built
  }

  @Test func theSeedsBuild() throws {
    for seed in seedValues {
      _ = try Form(schema: FormSchema(seed, registry: SchemaFilesTests.registry))
    }
  }

  @Test mutating func mutatedSchemasNeverCrashOrHang() throws {
    let requested = ProcessInfo.processInfo.environment["FORMWORK_SCHEMA_FUZZ"].flatMap(Int.init)
    let count = requested ?? 2_000
    let timed = requested != nil
    let registry = SchemaFilesTests.registry
    var slowest: (Duration, String) = (.zero, "")
    var outcomes: [Outcome: Int] = [:]
    let started = ContinuousClock.now
    for iteration in 0..<count {
      let text = mutate()
      let clock = ContinuousClock()
      var form: Form?
      var outcome = Outcome.built
      let load = clock.measure {
        var schema: FormSchema?
        do {
          schema = try FormSchema(json: text, registry: registry)
          form = try Form(schema: schema!)
        } catch let error as FormError {
          outcome = error.code == .invalidJSON ? .malformedJSON : .tooLarge
          _ = error.description
        } catch let error as FormDefinitionError {
          outcome = schema == nil ? .refusedByTheReader : .refusedByTheBuild
          _ = error.description
        } catch {
          Issue.record("unexpected error type \(type(of: error)) for input \(iteration)")
        }
      }
      outcomes[outcome, default: 0] += 1
      var validation = Duration.zero
      if let form {
        validation = clock.measure { exercise(form) }
      }
      if timed, iteration % 50_000 == 49_999 {
        print("fuzz: \(iteration + 1) schemas in \(ContinuousClock.now - started), slowest \(slowest.0)")
      }
      let worst = max(load, validation)
      if worst > slowest.0 { slowest = (worst, text) }
      if timed, worst > .milliseconds(100) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-fuzz-slow-\(iteration).json")
        try? Data(text.utf8).write(to: file)
        Issue.record("input \(iteration) took \(load) to load and \(validation) to validate; saved to \(file.path)")
      }
    }
    let shares = Outcome.allCases.map { outcome in
      let share = Double(outcomes[outcome, default: 0]) * 100 / Double(max(count, 1))
      return "\(outcome.rawValue) \(outcomes[outcome, default: 0]) (\(String(format: "%.1f", share))%)"
    }
    #expect(
      [.malformedJSON, .refusedByTheReader, .refusedByTheBuild, .built].allSatisfy { outcomes[$0, default: 0] > 0 },
      "the mutations reach every outcome: \(shares)")
    // Most mutations keep the schema well-formed and valid, so building and validating are fuzzed too.
    #expect(outcomes[.built, default: 0] * 10 >= count * 3, "a third of the mutated schemas build: \(shares)")
    if timed {
      print("fuzz: \(count) schemas in \(ContinuousClock.now - started), slowest \(slowest.0)")
      print("fuzz: outcomes: \(shares.joined(separator: ", "))")
    }
  }

  /// The densest and costliest shapes of schema at ``FormSchema/defaultMaximumBytes``: each one is
  /// read, built and validated within 100 ms (timed in the opt-in mode only, like the fuzz).
  static let shapesAtTheLimit: [(name: String, text: String)] = {
    let limit = FormSchema.defaultMaximumBytes
    /// `head`, as many items as fit, `tail`, padded with spaces to exactly `limit` bytes.
    func filled(_ head: String, _ tail: String, _ item: (Int) -> String) -> String {
      var text = head
      var index = 0
      while true {
        let next = (index == 0 ? "" : ",") + item(index)
        guard text.utf8.count + next.utf8.count + tail.utf8.count <= limit else { break }
        text += next
        index += 1
      }
      text += tail
      return text + String(repeating: " ", count: limit - text.utf8.count)
    }
    let rows = (#"{"sections":[{"rows":["#, "]}]}")
    return [
      (
        "benchmark rows",
        filled(rows.0, rows.1) { index in
          switch index % 5 {
          case 0: return #"{"tag": "r\#(index)", "kind": "text", "title": "Name \#(index)", "required": true}"#
          case 1: return #"{"tag": "r\#(index)", "kind": "integer", "title": "Count", "value": \#(index)}"#
          case 2: return #"{"tag": "r\#(index)", "kind": "text", "rules": [{"rule": "pattern", "value": "[a-z]+"}]}"#
          case 3: return #"{"tag": "r\#(index)", "kind": "switch", "title": "On", "hidden": "r\#(index - 2) == 0"}"#
          default: return #"{"tag": "r\#(index)", "kind": "decimal", "title": "Amount", "placeholder": "0.00"}"#
          }
        }
      ),
      ("smallest rows", filled(rows.0, rows.1) { #"{"tag":"\#(String($0, radix: 36))","kind":"text"}"# }),
      ("untagged rows", filled(rows.0, rows.1) { _ in #"{"kind":"label"}"# }),
      (
        "a chain of conditions",
        filled(rows.0, rows.1) { index in
          #"{"tag":"r\#(index)","kind":"switch","hidden":"\#(index == 0 ? "false" : "r\(index - 1)")"}"#
        }
      ),
      (
        "one condition reading many rows",
        filled(rows.0, rows.1) { index in
          index == 0
            ? #"{"tag":"r0","kind":"switch","hidden":"r1 || r2 || r3"}"# : #"{"tag":"r\#(index)","kind":"switch"}"#
        }
      ),
      (
        "many rows reading one",
        filled(rows.0, rows.1) { index in
          index == 0 ? #"{"tag":"a","kind":"text"}"# : #"{"tag":"r\#(index)","kind":"text","hidden":"a == 'x'"}"#
        }
      ),
      (
        "computed rows",
        filled(rows.0, rows.1) { index in
          index == 0
            ? #"{"tag":"r0","kind":"integer","value":1}"#
            : #"{"tag":"r\#(index)","kind":"integer","computed":"r\#(index - 1) + 1"}"#
        }
      ),
      (
        "patterns",
        filled(rows.0, rows.1) { index in
          #"{"tag":"r\#(index)","kind":"text","value":"abc","rules":[{"rule":"pattern","value":"[a-z]{1,\#(index % 900 + 1)}(x|yz?)*"}]}"#
        }
      ),
      ("sections", filled(#"{"sections":["#, "]}") { #"{"tag":"s\#($0)","rows":[{"kind":"label"}]}"# }),
      (
        "options",
        filled(#"{"sections":[{"rows":[{"tag":"pick","kind":"selector","options":["#, "]}]}]}") {
          #"{"value":\#($0),"title":"\#($0)"}"#
        }
      ),
      (
        "interpolated texts",
        filled(rows.0, rows.1) { index in
          index == 0 ? #"{"tag":"a","kind":"text"}"# : #"{"kind":"label","title":"{a}{a}{a}{a}{a}{a}{a}{a}{a}"}"#
        }
      ),
      ("context", filled(#"{"sections":[{"rows":[{"kind":"label"}]}],"context":{"#, "}}") { #""k\#($0)":[\#($0)]"# }),
      ("one string", filled(#"{"sections":[{"rows":[{"kind":"label","title":""#, #""}]}]}"#) { _ in "éééé" }),
      (
        "nested lists",
        filled(rows.0, rows.1) { _ in
          #"{"kind":"info","value":"# + String(repeating: "[", count: 500) + String(repeating: "]", count: 500) + "}"
        }
      ),
      ("numbers", filled(rows.0, rows.1) { _ in #"{"kind":"info","value":1e-99999999999}"# }),
    ]
  }()

  @Test(.enabled(if: ProcessInfo.processInfo.environment["FORMWORK_SCHEMA_FUZZ"] != nil))
  func schemasAtTheSizeLimitLoadInUnderHalfASecond() throws {
    for (name, text) in Self.shapesAtTheLimit {
      #expect(text.utf8.count == FormSchema.defaultMaximumBytes, "\(name) is at the limit")
      let clock = ContinuousClock()
      // Parse, read, build, validate; the best of three: the machine is shared.
      var best = [Duration](repeating: .seconds(1_000), count: 4)
      var outcome = "built"
      for _ in 0..<3 {
        var times: [Duration] = []
        var mark = clock.now
        func lap() {
          times.append(clock.now - mark)
          mark = clock.now
        }
        do {
          let value = try FormValue(json: text)
          lap()
          let schema = try FormSchema(value)
          lap()
          let form = try Form(schema: schema)
          lap()
          _ = form.validate()
          lap()
        } catch {
          lap()
          outcome = "refused: \(String(describing: error).prefix(100))"
        }
        for (index, time) in times.enumerated() { best[index] = min(best[index], time) }
      }
      best = best.map { $0 == .seconds(1_000) ? .zero : $0 }
      let parts = zip(["parse", "read", "build", "validate"], best).map { "\($0) \($1.milliseconds) ms" }
      let load = best.prefix(3).reduce(Duration.zero, +)
      print("at the limit: \(name): load \(load.milliseconds) ms (\(parts.joined(separator: ", "))), \(outcome)")
      // NB: the 100 ms the fuzz holds every mutated schema to is out of reach for a megabyte of
      // the densest shapes (reading a row costs 2–5 µs, mostly the row reader's key lookups; an
      // interpolated text about 8 µs to bind and evaluate): they take 0.1–0.2 s in release. What
      // this guards is that no shape at the limit is worse than linear: half a second would
      // mean a quadratic step came back (options took 1.25 s before their duplicate check used
      // a set).
      #expect(load < .milliseconds(500) && best[3] < .milliseconds(500), "\(name): \(load.milliseconds) ms")
    }
  }

  /// Whether rows of `kind` hold text (the rows a pattern rule can check).
  static func holdsText(_ kind: RowKind?) -> Bool {
    guard case .text(let style)? = kind else { return false }
    return ![.number, .integer, .decimal].contains(style)
  }

  /// Validates every row, then puts a long value built to trip a backtracking matcher in each
  /// text row and validates again.
  func exercise(_ form: Form) {
    _ = form.validate()
    let adversarial = String(repeating: "a1 ", count: 700) + "!"
    for row in form.rowIDs.prefix(20) where Self.holdsText(form.state(of: row)?.kind) {
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

  /// A seed changed by 1 to 3 mutations: most keep the JSON well-formed and the schema mostly
  /// valid (so the build and validation run), some break its structure, some its bytes.
  mutating func mutate() -> String {
    var value = seedValues[random.below(seedValues.count)]
    let roll = random.below(20)
    if roll < 15 {
      for _ in 0...(random.below(3) == 0 ? 1 : 0) { value = mutateGently(value, context: "$") }
    } else {
      for _ in 0...random.below(3) { value = mutateValue(value, depth: 0) }
    }
    var bytes = Array(value.jsonString().utf8)
    if roll >= 13 && roll < 15 || roll >= 18 {
      for _ in 0...random.below(4) { mutateBytes(&bytes) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Changes one node of the tree in a way that keeps the JSON well-formed and the schema
  /// plausible: a value swapped for another of the same type (one the seeds have in the same
  /// place, most often), a list item duplicated (with fresh tags), dropped or moved, a key renamed
  /// to a near miss or another known key, an expression or a pattern made hostile, a kind changed.
  mutating func mutateGently(_ value: FormValue, context: String) -> FormValue {
    switch value {
    case .object(var members) where !members.isEmpty:
      let names = members.keys.sorted()
      let name = names[random.below(names.count)]
      if random.below(3) != 0, let member = members[name] {
        members[name] = mutateGently(member, context: name)
        return .object(members)
      }
      let known = pool.keys[context] ?? names
      switch random.below(10) {
      case 0:
        members[name] = nil
      case 1:
        members[nearMiss(name)] = members.removeValue(forKey: name)
      case 2:
        members[known[random.below(known.count)]] = members.removeValue(forKey: name)
      case 3, 4:
        let other = known[random.below(known.count)]
        if let values = pool.values[context + "." + other], !values.isEmpty {
          members[other] = retagged(values[random.below(values.count)], suffix: "\(random.below(1_000))")
        }
      case 5 where members["rule"] == .string("pattern"):
        members["value"] = .string(Self.hostilePatterns[random.below(Self.hostilePatterns.count)])
      case 5:
        let conditions = ["hidden", "disabled", "required", "computed", "defaultExpression"]
        let condition = names.first(where: conditions.contains) ?? conditions[random.below(conditions.count)]
        members[condition] = .string(Self.hostileExpressions[random.below(Self.hostileExpressions.count)])
      case 6 where members["kind"] != nil:
        let kinds = SchemaKinds.builtInNames
        members["kind"] = .string(kinds[random.below(kinds.count)])
      default:
        if let member = members[name] { members[name] = sameType(as: member, at: context + "." + name) }
      }
      return .object(members)
    case .list(var items) where !items.isEmpty:
      let index = random.below(items.count)
      switch random.below(8) {
      case 0:
        let copies = 1 + random.below(random.below(10) == 0 ? 200 : 3)
        let copied = (0..<copies).map { retagged(items[index], suffix: "\($0)x\(random.below(1_000))") }
        items.insert(contentsOf: copied, at: index + 1)
      case 1:
        items.remove(at: index)
      case 2:
        items.swapAt(index, random.below(items.count))
      case 3:
        if let values = pool.values[context + "[]"], !values.isEmpty {
          items.insert(retagged(values[random.below(values.count)], suffix: "\(random.below(1_000))"), at: index)
        }
      default:
        items[index] = mutateGently(items[index], context: context + "[]")
      }
      return .list(items)
    default:
      return sameType(as: value, at: context)
    }
  }

  /// Another value of the same JSON type: one the seeds have at `place` when there is one; a
  /// fresh tag for a tag.
  mutating func sameType(as value: FormValue, at place: String) -> FormValue {
    if place.hasSuffix(".tag"), case .string(let tag) = value, random.below(4) != 0 {
      return .string(tag + "\(random.below(1_000))")
    }
    let alike = (pool.values[place] ?? []).filter { $0.jsonType == value.jsonType && $0 != value }
    if !alike.isEmpty, random.below(5) != 0 { return alike[random.below(alike.count)] }
    switch value {
    case .bool(let flag): return .bool(!flag)
    case .int: return .int([0, 1, -1, 2, 9, 10, 1_000, 100_000, .max, .min][random.below(10)])
    case .decimal: return .decimal([Decimal(0.5), -1.25, 1e-30, 12.5, Decimal(string: "1e100")!][random.below(5)])
    case .string:
      let strings = Self.hostile + Self.hostileExpressions + SchemaKinds.builtInNames
      return .string(strings[random.below(strings.count)])
    case .list(let items): return .list(Array(items.reversed()))
    default: return value
    }
  }

  /// `name` misspelled: a letter dropped, doubled or swapped, or its case changed.
  mutating func nearMiss(_ name: String) -> String {
    var letters = Array(name)
    guard letters.count > 1 else { return name + "s" }
    let index = random.below(letters.count - 1)
    switch random.below(4) {
    case 0: letters.remove(at: index)
    case 1: letters.insert(letters[index], at: index)
    case 2: letters.swapAt(index, index + 1)
    default: return name.uppercased()
    }
    return String(letters)
  }

  /// `value` with every tag inside it given `suffix`, so a copied row or section does not
  /// duplicate a tag.
  func retagged(_ value: FormValue, suffix: String) -> FormValue {
    switch value {
    case .object(var members):
      for (name, member) in members {
        if name == "tag", case .string(let tag) = member {
          members[name] = .string(tag + "_" + suffix)
        } else {
          members[name] = retagged(member, suffix: suffix)
        }
      }
      return .object(members)
    case .list(let items): return .list(items.map { retagged($0, suffix: suffix) })
    default: return value
    }
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

extension FormValue {
  /// The JSON type of the value (ints and decimals are both numbers), for same-type swaps.
  fileprivate var jsonType: String {
    switch self {
    case .null: return "null"
    case .bool: return "boolean"
    case .int, .decimal: return "number"
    case .string, .date: return "string"
    case .list: return "array"
    case .object: return "object"
    }
  }
}

extension Duration {
  /// The duration in milliseconds, to a tenth.
  fileprivate var milliseconds: String {
    let (seconds, attoseconds) = components
    return String(format: "%.1f", Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
  }
}
