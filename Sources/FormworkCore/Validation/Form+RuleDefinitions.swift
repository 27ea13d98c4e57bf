extension Form {
  /// The problems of rows' rule definitions: a rejected pattern, an `equalTo` naming a row the
  /// form does not have or one of another type. Checked when rows join the form, so a bad rule
  /// fails the build with its row's name rather than at the first keystroke.
  func ruleDefinitionProblems(rows: [RowNode]) -> [FormError] {
    var problems: [FormError] = []
    for row in rows {
      for (index, rule) in row.spec.rules.enumerated() {
        // NB: made for a problem only: naming the rule cost more than checking it.
        var location: FormErrorLocation {
          FormErrorLocation(tag: row.spec.tag ?? row.spec.title, section: row.section.spec.tag, part: "rule \(rule.id)")
        }
        if var problem = rule.definitionProblem {
          let location = location
          problem.location.tag = location.tag
          problem.location.section = location.section
          problem.location.part = location.part
          problems.append(problem)
        }
        if let source = rule.expression {
          // Named by its place among the row's rules (a schema's list).
          var place = location
          place.part = "rule \(index + 1) expression"
          do {
            _ = try FormExpression(source).bind(
              in: StorageEnvironment(storage: storage, context: context), expecting: .bool, location: place)
          } catch let error as FormDefinitionError {
            problems += error.errors
          } catch {
            problems.append(FormError(.invalidExpression, Self.message(of: error), at: place))
          }
        }
        for reference in rule.references {
          guard let target = storage.node(tag: reference.tag) else {
            problems.append(
              FormError(
                .unknownTag,
                "rule \(rule.id) compares with row '\(reference.tag)', which the form does not have"
                  + suggestion(for: reference.tag, budget: storage.suggestions),
                at: location))
            continue
          }
          if !reference.type.accepts(target.spec.formValueType) {
            problems.append(
              FormError(
                .typeMismatch,
                "rule \(rule.id) compares a \(reference.type) with row '\(reference.tag)', which holds "
                  + "\(target.spec.formValueType)",
                at: location))
          }
        }
      }
    }
    return problems
  }
}
