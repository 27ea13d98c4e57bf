/// How far a person is: the step among visible pages, and the share of required rows answered.
public struct FormProgress: Sendable, Hashable {
  /// The current page's position among the visible pages, from 1 (1 without pages).
  public var step: Int
  /// How many pages are visible (1 without pages).
  public var stepCount: Int
  /// Required rows not hidden, on every page.
  public var requiredCount: Int
  /// Of those, the rows that have a value their rules accept (an unchecked box that must be
  /// checked is not answered: submit would refuse it).
  public var answeredCount: Int

  public init(step: Int, stepCount: Int, requiredCount: Int, answeredCount: Int) {
    self.step = step
    self.stepCount = stepCount
    self.requiredCount = requiredCount
    self.answeredCount = answeredCount
  }

  /// The share of required rows answered, from 0 to 1 (1 when none is required).
  public var answeredShare: Double {
    requiredCount == 0 ? 1 : Double(answeredCount) / Double(requiredCount)
  }
}

/// Which progress counts a row is in (bits on `RowNode.progressMark`).
struct ProgressMark: OptionSet {
  let rawValue: UInt8
  /// Required, not hidden, takes input: counts in `requiredCount`.
  static let counted = ProgressMark(rawValue: 1 << 0)
  /// Counted and has a value: counts in `answeredCount`.
  static let answered = ProgressMark(rawValue: 1 << 1)
  /// Waits in the change's progress queue.
  static let queued = ProgressMark(rawValue: 1 << 2)
}

/// The counts behind ``FormProgress``, kept up to date row by row.
struct ProgressState {
  var required = 0
  var answered = 0
  var queue: [RowNode] = []
  var needsRecount = false
  var last: FormProgress?
}

extension Form {
  /// The progress now: the step and the share of required rows answered. Both follow
  /// conditions that add or remove pages and rows.
  ///
  /// ```swift
  /// let progress = form.progress
  /// header.text = "Step \(progress.step) of \(progress.stepCount)"
  /// bar.progress = Float(progress.answeredShare)
  /// ```
  ///
  /// - Complexity: O(*p*) for *p* pages; the counts are kept as rows change (O(1) per changed row).
  public var progress: FormProgress {
    recountQueuedProgress()
    let flags = pageVisibility()
    let visible = pageState.nodes.indices.filter { flags[$0] }.map { pageState.nodes[$0] }
    let step =
      pageState.nodes.isEmpty ? 1 : (visible.firstIndex { $0 === pageState.nodes[pageState.currentIndex] } ?? 0) + 1
    return FormProgress(
      step: step, stepCount: max(visible.count, 1), requiredCount: progressState.required,
      answeredCount: progressState.answered)
  }

  /// Calls `handler` with the new progress at the end of every change that changed it.
  public func onProgressChange(_ handler: @escaping @MainActor (FormProgress) -> Void) -> FormSubscription {
    progressState.last = progress
    return progressObservers.add(handler)
  }

  // MARK: Counting

  /// A row's value, required state or visibility changed: recount it at the end of the change.
  func markProgress(_ row: RowNode) {
    guard !row.progressMark.contains(.queued) else { return }
    row.progressMark.insert(.queued)
    progressState.queue.append(row)
  }

  /// Pages appeared, disappeared or the page changed: recount everything at the end of the change.
  func progressStructureChanged() {
    progressState.needsRecount = true
  }

  /// Counts every row from scratch (a form just built, pages that changed).
  func resetProgress() {
    progressState.required = 0
    progressState.answered = 0
    for row in storage.orderedRows {
      row.progressMark = []
      recount(row)
    }
    progressState.queue.removeAll()
    progressState.needsRecount = false
  }

  /// Takes a removed row out of the counts.
  func forgetProgress(of row: RowNode) {
    if row.progressMark.contains(.counted) { progressState.required -= 1 }
    if row.progressMark.contains(.answered) { progressState.answered -= 1 }
    row.progressMark.remove([.counted, .answered])
  }

  /// Recounts the queued rows; called once a change settled when someone listens (otherwise
  /// when ``progress`` is read: a row is queued once however often it changes). Returns the
  /// progress when it changed.
  func settleProgress() -> FormProgress? {
    guard !progressObservers.isEmpty else { return nil }
    let now = progress
    guard now != progressState.last else { return nil }
    progressState.last = now
    return now
  }

  /// Brings the counts up to date with the rows queued since they were last read.
  private func recountQueuedProgress() {
    if progressState.needsRecount {
      resetProgress()
    } else if !progressState.queue.isEmpty {
      for row in progressState.queue {
        row.progressMark.remove(.queued)
        guard storage.node(row.id) === row else { continue }
        recount(row)
      }
      progressState.queue.removeAll(keepingCapacity: true)
    }
  }

  private func recount(_ row: RowNode) {
    let counts = row.spec.kind.acceptsInput && !row.isCompanion && !row.isHidden && row.requiresValue
    var answered = counts && !row.value.isMissing(allowingWhitespace: false)
    // A value its rules refuse (an unchecked box that must be checked, a name too short) is not
    // an answer: submit would refuse it. Only rows with rules besides `required` are checked.
    if answered, row.inputError != nil || row.spec.rules.contains(where: { !$0.demandsValue && $0.severity == .error })
    {
      answered = row.inputError == nil && !evaluateSyncRules(of: row).contains { $0.severity == .error }
    }
    if counts != row.progressMark.contains(.counted) {
      progressState.required += counts ? 1 : -1
      if counts { row.progressMark.insert(.counted) } else { row.progressMark.remove(.counted) }
    }
    if answered != row.progressMark.contains(.answered) {
      progressState.answered += answered ? 1 : -1
      if answered { row.progressMark.insert(.answered) } else { row.progressMark.remove(.answered) }
    }
  }
}
