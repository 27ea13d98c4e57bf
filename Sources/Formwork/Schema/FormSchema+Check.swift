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
  /// - Returns: The problems, reader's first, in the order of the schema; empty when the schema
  ///   builds a form.
  /// - Complexity: O(*n*) in the size of the schema, plus building the form.
  @MainActor
  public static func check(jsonData: Data, registry: FormSchemaRegistry = FormSchemaRegistry()) -> [FormError] {
    do {
      return check(try FormValue(jsonData: jsonData), registry: registry)
    } catch let error as FormError {
      return [error]
    } catch {
      return [FormError(.invalidJSON, String(describing: error))]
    }
  }

  /// Every problem of a schema given as JSON text. See ``check(jsonData:registry:)``.
  @MainActor
  public static func check(json: String, registry: FormSchemaRegistry = FormSchemaRegistry()) -> [FormError] {
    check(jsonData: Data(json.utf8), registry: registry)
  }

  /// Every problem of a schema given as a JSON value. See ``check(jsonData:registry:)``.
  @MainActor
  public static func check(_ value: FormValue, registry: FormSchemaRegistry = FormSchemaRegistry()) -> [FormError] {
    let (schema, problems) = read(value, registry: registry)
    var found = problems
    found += buildProblems(schema.sections, context: schema.context, paths: schema.paths)
    // Problems the reader already placed are not repeated by the build (a placeholder row…).
    var seen = Set<String>()
    return found.filter { problem in
      let key = "\(problem.location.path ?? "")|\(problem.code)|\(problem.message)"
      return seen.insert(key).inserted
    }
  }

  @MainActor
  private static func buildProblems(_ sections: [Section], context: [String: FormValue], paths: SchemaPaths)
    -> [FormError]
  {
    var problems: [FormError] = []
    do {
      _ = try Form(sections: sections, context: context)
    } catch let error as FormDefinitionError {
      problems += paths.located(error.errors)
    } catch {
      problems.append(FormError(.invalidSchema, String(describing: error)))
    }
    for subform in paths.subforms {
      problems += buildProblems(subform.sections, context: context, paths: subform.paths).map { problem in
        // A problem the nested form cannot place is at least placed at its subform row.
        guard problem.location.path == nil else { return problem }
        var problem = problem
        problem.location.path = subform.path + ".sections"
        return problem
      }
    }
    return problems
  }
}
