import FormworkCore
import Foundation

extension FormSchema {
  /// Every problem of a schema in one pass: what the reader finds (unknown keys and names, wrong
  /// types, options of mixed types, an editable row without a tag…) and what building the form
  /// finds (duplicate tags, expressions naming unknown rows, every dependency cycle, rules
  /// comparing with missing rows), each with its JSON path and, in an expression, its column.
  ///
  /// What `formwork check` runs. The nested forms of subform rows are built and checked too.
  ///
  /// ```swift
  /// for problem in FormSchema.check(jsonData: data, registry: registry) {
  ///   print(problem)  // at $.sections[0].rows[2].hidden, column 9: invalidExpression: …
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - jsonData: The schema's JSON, in UTF-8.
  ///   - registry: The custom names the schema may use (see ``FormSchemaRegistry``).
  ///   - maximumBytes: The largest data accepted (see ``defaultMaximumBytes``): larger data is
  ///     one problem naming its size and the limit, found before it is parsed.
  /// - Returns: The problems, reader's first, in the order of the schema; empty when the schema
  ///   builds a form.
  /// - Complexity: O(*n*) in the size of the schema, plus building the form.
  @MainActor
  public static func check(
    jsonData: Data, registry: FormSchemaRegistry = FormSchemaRegistry(), maximumBytes: Int = defaultMaximumBytes
  ) -> [FormError] {
    do {
      if let problem = sizeProblem(jsonData.count, maximumBytes: maximumBytes) { return [problem] }
      return check(try FormValue(jsonData: jsonData), registry: registry)
    } catch let error as FormError {
      return [error]
    } catch {
      return [FormError(.invalidJSON, String(describing: error))]
    }
  }

  /// Every problem of a schema given as JSON text. See ``check(jsonData:registry:maximumBytes:)``.
  @MainActor
  public static func check(
    json: String, registry: FormSchemaRegistry = FormSchemaRegistry(), maximumBytes: Int = defaultMaximumBytes
  ) -> [FormError] {
    // NB: before the text is copied into `Data`.
    if let problem = sizeProblem(json.utf8.count, maximumBytes: maximumBytes) { return [problem] }
    return check(jsonData: Data(json.utf8), registry: registry, maximumBytes: maximumBytes)
  }

  /// Every problem of a schema given as a JSON value. See ``check(jsonData:registry:maximumBytes:)``.
  @MainActor
  public static func check(_ value: FormValue, registry: FormSchemaRegistry = FormSchemaRegistry()) -> [FormError] {
    checkedForm(value, registry: registry).problems
  }

  /// Every problem of a schema, and the form it builds when it has none, in one pass: what
  /// ``check(_:registry:)`` finds and what `Form(schema: FormSchema(value))` makes, for the cost
  /// of one read and one build.
  ///
  /// For an app that checks a schema and then shows its form (an importer, `formwork run`):
  ///
  /// ```swift
  /// let (form, problems) = FormSchema.checkedForm(value, registry: registry)
  /// guard let form else {
  ///   for problem in problems { print(problem) }  // at $.sections[0].rows[2].hidden, column 9: …
  ///   return
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The schema.
  ///   - registry: The custom names the schema may use (see ``FormSchemaRegistry``).
  ///   - locale: The language of the texts picked once (see ``init(_:registry:locale:)``).
  /// - Returns: The form, with the schema's edit policy, or `nil` when there is a problem; and
  ///   the problems, as ``check(_:registry:)`` returns them: each with its JSON path, reader's
  ///   first, in the order of the schema.
  /// - Complexity: O(*n*) in the size of the schema, plus building the form (and the nested
  ///   forms of subform rows, to check them).
  @MainActor
  public static func checkedForm(
    _ value: FormValue, registry: FormSchemaRegistry = FormSchemaRegistry(), locale: Locale = .current
  ) -> (form: Form?, problems: [FormError]) {
    var (schema, problems) = read(value, registry: registry, locale: locale)
    var found = problems
    // NB: the sections are given up to the build, which moves their rows into its nodes.
    let (form, buildProblems) = build(
      taken(&schema.sections), context: schema.context, editPolicy: schema.editPolicy, paths: schema.paths)
    found += buildProblems
    // Problems the reader already placed are not repeated by the build (a placeholder row…).
    var seen = Set<String>()
    let unique = found.filter { problem in
      let key = "\(problem.location.path ?? "")|\(problem.code)|\(problem.message)"
      return seen.insert(key).inserted
    }
    // In the order of the schema: `rows[2]` before `rows[10]`, a row before its keys.
    let ordered = unique.enumerated().sorted { left, right in
      let order = pathOrder(left.element.location.path ?? "", right.element.location.path ?? "")
      return order == 0 ? left.offset < right.offset : order < 0
    }.map(\.element)
    return (ordered.isEmpty ? form : nil, ordered)
  }

  /// Compares JSON paths with their indices as numbers: -1, 0 or 1.
  static func pathOrder(_ left: String, _ right: String) -> Int {
    let lhs = Array(left.utf8)
    let rhs = Array(right.utf8)
    func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
    var i = 0
    var j = 0
    while i < lhs.count, j < rhs.count {
      if isDigit(lhs[i]), isDigit(rhs[j]) {
        var x = i
        while x < lhs.count, isDigit(lhs[x]) { x += 1 }
        var y = j
        while y < rhs.count, isDigit(rhs[y]) { y += 1 }
        // As numbers, without converting (an index may be longer than an Int).
        let a = lhs[i..<x].drop { $0 == 48 }
        let b = rhs[j..<y].drop { $0 == 48 }
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        if !a.elementsEqual(b) { return a.lexicographicallyPrecedes(b) ? -1 : 1 }
        i = x
        j = y
        continue
      }
      if lhs[i] != rhs[j] { return lhs[i] < rhs[j] ? -1 : 1 }
      i += 1
      j += 1
    }
    let leftDone = i == lhs.count
    let rightDone = j == rhs.count
    return leftDone && rightDone ? 0 : (leftDone ? -1 : 1)
  }

  /// `sections`, moved out of their place: a function's result is handed to a `consuming`
  /// parameter without a copy (NB: not `consume`, which the compiler cannot check against the
  /// iOS 17.4 SDK's library).
  static func taken(_ sections: inout [Section]) -> [Section] {
    var taken: [Section] = []
    swap(&taken, &sections)
    return taken
  }

  /// Builds the form of `sections`, and every nested form of its subform rows to check them:
  /// the form (`nil` when it does not build) and the problems, at their JSON paths.
  @MainActor
  private static func build(
    _ sections: consuming [Section], context: [String: FormValue], editPolicy: EditPolicy = .unrestricted,
    paths: SchemaPaths
  ) -> (Form?, [FormError]) {
    var form: Form?
    var problems: [FormError] = []
    // NB: the reader reported duplicate tags, and built the later rows and sections under tags
    // of their own, so the problems of their conditions are placed at their paths too.
    do {
      form = try Form(sections: taken(&sections), context: context, editPolicy: editPolicy)
    } catch let error as FormDefinitionError {
      problems += paths.located(error.errors)
    } catch {
      problems.append(FormError(.invalidSchema, String(describing: error)))
    }
    for subform in paths.subforms {
      problems += build(subform.sections, context: context, paths: subform.paths).1.map { problem in
        // A problem the nested form cannot place is at least placed at its subform row.
        guard problem.location.path == nil else { return problem }
        var problem = problem
        problem.location.path = subform.path + ".sections"
        return problem
      }
    }
    return (form, problems)
  }
}
