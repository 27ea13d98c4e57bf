extension Form {
  // MARK: Context

  /// Sets a context value conditions read (`$ctx.name`), re-evaluating what reads it.
  ///
  /// ```swift
  /// form.setContext("role", "admin")
  /// ```
  public func setContext(_ name: String, _ value: FormValue) {
    guard context[name] != value else { return }
    change {
      context[name] = value
      engine.invalidateContext(name)
    }
  }

  /// Re-evaluates every condition and rebuilds the whole visible structure, ignoring what is
  /// known about dependencies and unchanged sections.
  ///
  /// Never needed for correctness: the engine re-evaluates exactly what a change affects and
  /// rebuilds only the sections it touched. It exists to measure the incremental path against
  /// (see the engine benchmarks).
  ///
  /// - Complexity: O(*c* log *c* + *n*) for *c* conditions and *n* rows.
  public func reevaluateAllConditions() {
    change {
      engine.reevaluateAll()
      for section in storage.sections { markStructureChanged(in: section) }
      markSectionListChanged()
    }
  }

  /// How many condition evaluations the form has run, for tests of incrementality.
  public var conditionEvaluationCount: Int { engine.evaluationCount }

  /// Problems the engine met at run time: a closure condition that started reading in a cycle
  /// keeps its previous dependencies, and the cycle is reported here.
  public var runtimeProblems: [FormError] { engine.runtimeProblems }
}
