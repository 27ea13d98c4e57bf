// Triggers (``Row/trigger(when:_:)-(Condition,_)``) are condition nodes of the engine whose
// owner is a row: tracked like any condition, re-evaluated only when what they read changes.
// A trigger fires when its result turns from false to true (never on the form's first
// evaluation); the engine keeps what fired, and the funnel runs it once propagation is done
// (`Model/Form+ConditionEffects.swift`), as a program change in the change that made it fire.

/// What a fired trigger does, bound when the form is built.
enum TriggerRun {
  case value(@MainActor (FormReader) -> FormValue)
  case reset
  case showPage
  /// Checked by Next (``Form/nextPage(origin:)``) while the condition holds, never fired.
  case complete

  var isCompletion: Bool {
    if case .complete = self { return true }
    return false
  }
}

extension Form {
  /// Binds the actions of a row's triggers and adds their condition nodes.
  func attachTriggers(of row: RowNode, problems: inout [FormError]) {
    for (index, trigger) in row.spec.triggers.enumerated() {
      let location = derivedLocation(row, part: "trigger \(index + 1) action")
      let run: TriggerRun
      switch trigger.action.storage {
      case .value(let value):
        do {
          let normalized = try row.spec.normalize(value, timeZone: timeZone)
          run = .value { _ in normalized }
        } catch {
          var problem = error as? FormError ?? FormError(.typeMismatch, Self.message(of: error))
          problem.location = location
          problems.append(problem)
          continue
        }
      case .closure(let closure): run = .value(closure)
      case .reset: run = .reset
      case .showPage: run = .showPage
      case .complete: run = .complete
      case .expression(let source):
        do {
          let bound = try FormExpression(source, location: location).bind(
            in: StorageEnvironment(storage: storage, context: context), expecting: row.spec.formValueType,
            location: location)
          run = .value { reader in bound.evaluate(ExpressionAdapter(reader: reader)) }
        } catch let error as FormDefinitionError {
          problems += error.errors
          continue
        } catch {
          problems.append(FormError(.invalidExpression, Self.message(of: error), at: location))
          continue
        }
      }
      let node = conditionNode(trigger.condition, owner: .trigger(row, index, run), problems: &problems)
      guard node >= 0 else { continue }
      engine.derivedNodes[.row(row.id), default: []].append(node)
      if case .complete = run { engine.completionTriggers.append(node) }
    }
  }
}
