/// A pattern compiled to a Thompson NFA and run by simulation over the text's Unicode scalars:
/// every position is visited once with the set of states alive there, so a match costs
/// O(*n* × *m*) for a text of *n* scalars and a program of *m* instructions, whatever the
/// pattern. A lazy DFA in front caches the state sets already met, so the usual cost is one
/// table lookup per scalar.
///
/// There is no backtracking and nothing to capture: the matcher answers only whether the whole
/// text matches.
struct PatternProgram: Sendable {
  enum Instruction: Sendable, Equatable {
    case consume(Int)
    case split(Int, Int)
    case jump(Int)
    case assert(Int)
    case match
  }

  /// The most instructions a pattern may compile to; counted repetitions are copied out.
  static let maximumSize = 3_000

  private(set) var instructions: [Instruction] = []
  private(set) var classes: [CompiledClass] = []
  private(set) var assertions: [PatternAssertion] = []
  /// Whether the DFA may skip assertions in the middle of the text (only text-edge ones occur).
  private(set) var onlyEdgeAssertions = true
  private var assertionClasses: [Int: Int] = [:]

  struct TooLarge: Error {}

  init(_ node: PatternNode) throws {
    try emit(node)
    instructions.append(.match)
  }

  // MARK: Compiling

  private mutating func append(_ instruction: Instruction) throws -> Int {
    guard instructions.count < Self.maximumSize else { throw TooLarge() }
    instructions.append(instruction)
    return instructions.count - 1
  }

  private mutating func emit(_ node: PatternNode) throws {
    switch node {
    case .character(let set):
      classes.append(CompiledClass(set))
      _ = try append(.consume(classes.count - 1))
    case .sequence(let items):
      for item in items { try emit(item) }
    case .alternation(let branches):
      var jumps: [Int] = []
      for (index, branch) in branches.enumerated() {
        if index < branches.count - 1 {
          let split = try append(.split(0, 0))
          try emit(branch)
          jumps.append(try append(.jump(0)))
          instructions[split] = .split(split + 1, instructions.count)
        } else {
          try emit(branch)
        }
      }
      for jump in jumps { instructions[jump] = .jump(instructions.count) }
    case .repetition(let inner, let min, let max, let possessive):
      for _ in 0..<min { try emit(inner) }
      if possessive, case .character(let set) = inner {
        try emitPossessive(set, optional: max.map { $0 - min })
        return
      }
      if let max {
        var splits: [Int] = []
        for _ in min..<max {
          splits.append(try append(.split(0, 0)))
          try emit(inner)
        }
        for split in splits { instructions[split] = .split(split + 1, instructions.count) }
      } else {
        let loop = try append(.split(0, 0))
        try emit(inner)
        _ = try append(.jump(loop))
        instructions[loop] = .split(loop + 1, instructions.count)
      }
    case .assertion(let assertion):
      switch assertion {
      case .startOfText, .endOfText, .endOfTextOrFinalTerminator: break
      default: onlyEdgeAssertions = false
      }
      assertions.append(assertion)
      if case .notFollowedBy(let set) = assertion {
        classes.append(CompiledClass(set))
        assertionClasses[assertions.count - 1] = classes.count - 1
      }
      _ = try append(.assert(assertions.count - 1))
    }
  }

  /// Up to `optional` more (unbounded when `nil`) copies of a character, taken greedily and
  /// never given back: leaving early is allowed only when the next scalar could not be taken.
  private mutating func emitPossessive(_ set: ScalarClass, optional: Int?) throws {
    let stop = PatternNode.assertion(.notFollowedBy(set))
    if let optional {
      var exits: [Int] = []
      for _ in 0..<optional {
        let split = try append(.split(0, 0))
        try emit(.character(set))
        exits.append(split)
      }
      let done = try append(.jump(0))
      var guards: [Int] = []
      for split in exits {
        instructions[split] = .split(split + 1, instructions.count)
        try emit(stop)
        guards.append(try append(.jump(0)))
      }
      for jump in guards + [done] { instructions[jump] = .jump(instructions.count) }
    } else {
      let loop = try append(.split(0, 0))
      try emit(.character(set))
      _ = try append(.jump(loop))
      instructions[loop] = .split(loop + 1, instructions.count)
      try emit(stop)
    }
  }

  // MARK: Matching

  /// Whether the whole of `text` matches.
  func matches(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    var run = Run(program: self, text: scalars)
    return run.matches()
  }

  func holds(_ index: Int, at position: Int, in text: [Unicode.Scalar]) -> Bool {
    let count = text.count
    switch assertions[index] {
    case .startOfText:
      return position == 0
    case .endOfText:
      return position == count
    case .startOfLine:
      return position == 0 || (position < count && ScalarProperty.lineTerminator.contains(text[position - 1]))
    case .endOfTextOrFinalTerminator:
      if position == count { return true }
      let scalar = text[position]
      if position == count - 1 {
        guard ScalarProperty.lineTerminator.contains(scalar) else { return false }
        return !(scalar == "\n" && position > 0 && text[position - 1] == "\r")
      }
      return position == count - 2 && scalar == "\r" && text[position + 1] == "\n"
    case .endOfLine:
      if position == count { return true }
      let scalar = text[position]
      guard ScalarProperty.lineTerminator.contains(scalar) else { return false }
      return !(scalar == "\n" && position > 0 && text[position - 1] == "\r")
    case .wordBoundary(let wanted):
      return Self.isWordBoundary(position, in: text) == wanted
    case .notFollowedBy:
      guard position < count, let set = assertionClasses[index] else { return true }
      return !classes[set].contains(text[position])
    }
  }

  /// ICU's `\b`: a word scalar on one side and not the other, where the scalar before skips
  /// back over combining marks and format characters, and a mark or format scalar after is never
  /// a boundary.
  static func isWordBoundary(_ position: Int, in text: [Unicode.Scalar]) -> Bool {
    func isExtending(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isGraphemeExtend || scalar.properties.generalCategory == .format
    }
    var afterIsWord = false
    if position < text.count {
      let scalar = text[position]
      if isExtending(scalar) { return false }
      afterIsWord = ScalarProperty.word.contains(scalar)
    }
    var beforeIsWord = false
    var index = position - 1
    while index >= 0 {
      if !isExtending(text[index]) {
        beforeIsWord = ScalarProperty.word.contains(text[index])
        break
      }
      index -= 1
    }
    return afterIsWord != beforeIsWord
  }
}

/// A class with an ASCII bitmap in front of its tree.
struct CompiledClass: Sendable {
  let set: ScalarClass
  private let low: UInt64
  private let high: UInt64

  init(_ set: ScalarClass) {
    self.set = set
    var low: UInt64 = 0
    var high: UInt64 = 0
    for value in 0..<128 where set.contains(Unicode.Scalar(UInt8(value))) {
      if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
    }
    self.low = low
    self.high = high
  }

  @inline(__always)
  func contains(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 64 { return low & (1 << UInt64(value)) != 0 }
    if value < 128 { return high & (1 << UInt64(value - 64)) != 0 }
    return set.contains(scalar)
  }
}

/// One match of a program against one text: the NFA simulation and its lazy DFA cache (made per
/// call, so a ``SafePattern`` stays immutable and shareable across threads).
private struct Run {
  let program: PatternProgram
  let text: [Unicode.Scalar]
  /// Closure work list and the generation each instruction was last added in.
  private var stack: [Int] = []
  private var seen: [Int]
  private var generation = 0

  // The DFA: state sets (consume and match instructions alive at a position), their ids, and
  // transitions by scalar (a table for ASCII, a dictionary for the rest).
  private var states: [[Int32]] = []
  private var ids: [[Int32]: Int32] = [:]
  private var asciiTransitions: [Int32] = []
  private var otherTransitions: [UInt64: Int32] = [:]
  private static let unknown: Int32 = -1
  private static let maximumStates = 4_096
  /// Counts cache clears, so a transition computed across one is not stored.
  private var epoch = 0

  init(program: PatternProgram, text: [Unicode.Scalar]) {
    self.program = program
    self.text = text
    seen = [Int](repeating: -1, count: program.instructions.count)
  }

  mutating func matches() -> Bool {
    let count = text.count
    var alive = closure(of: [0], at: 0)
    var position = 0
    // Between the text's edges, with only edge assertions, a state's successor depends on the
    // scalar alone: that part runs on the DFA.
    if program.onlyEdgeAssertions, count > 3 {
      if alive.isEmpty { return false }
      alive = step(alive, at: 0)
      position = 1
      var state = intern(alive)
      // Closures at positions 1 ... count - 3 are middle ones (`\Z` may hold at count - 2).
      while position < count - 3 {
        if state < 0 { return false }
        state = transition(from: state, on: text[position])
        position += 1
      }
      if state < 0 { return false }
      alive = states[Int(state)]
    }
    while position < count {
      if alive.isEmpty { return false }
      alive = step(alive, at: position)
      position += 1
    }
    return alive.contains { program.instructions[Int($0)] == .match }
  }

  /// The states alive after consuming `text[position]` from `alive`.
  private mutating func step(_ alive: [Int32], at position: Int) -> [Int32] {
    let scalar = text[position]
    var kernel: [Int] = []
    for pc in alive {
      if case .consume(let set) = program.instructions[Int(pc)], program.classes[set].contains(scalar) {
        kernel.append(Int(pc) + 1)
      }
    }
    return closure(of: kernel, at: position + 1)
  }

  /// The consume and match instructions reachable from `kernel` without consuming, at `position`.
  private mutating func closure(of kernel: [Int], at position: Int) -> [Int32] {
    generation += 1
    var result: [Int32] = []
    stack.removeAll(keepingCapacity: true)
    stack.append(contentsOf: kernel.reversed())
    while let pc = stack.popLast() {
      guard seen[pc] != generation else { continue }
      seen[pc] = generation
      switch program.instructions[pc] {
      case .consume, .match:
        result.append(Int32(pc))
      case .jump(let target):
        stack.append(target)
      case .split(let first, let second):
        stack.append(second)
        stack.append(first)
      case .assert(let index):
        if program.holds(index, at: position, in: text) { stack.append(pc + 1) }
      }
    }
    result.sort()
    return result
  }

  /// The id of a state set (`-1` for the empty set, which never matches).
  private mutating func intern(_ set: [Int32]) -> Int32 {
    if set.isEmpty { return Self.unknown - 1 }
    if let id = ids[set] { return id }
    if states.count >= Self.maximumStates {
      // NB: a bounded cache: start again rather than grow without limit.
      epoch += 1
      states.removeAll(keepingCapacity: true)
      ids.removeAll(keepingCapacity: true)
      asciiTransitions.removeAll(keepingCapacity: true)
      otherTransitions.removeAll(keepingCapacity: true)
    }
    let id = Int32(states.count)
    states.append(set)
    ids[set] = id
    asciiTransitions.append(contentsOf: repeatElement(Self.unknown, count: 128))
    return id
  }

  /// The state after `scalar` from `state`, at a position away from the text's edges.
  private mutating func transition(from state: Int32, on scalar: Unicode.Scalar) -> Int32 {
    let value = scalar.value
    if value < 128 {
      let cached = asciiTransitions[Int(state) * 128 + Int(value)]
      if cached != Self.unknown { return cached }
    } else if let cached = otherTransitions[UInt64(state) << 32 | UInt64(value)] {
      return cached
    }
    var kernel: [Int] = []
    for pc in states[Int(state)] {
      if case .consume(let set) = program.instructions[Int(pc)], program.classes[set].contains(scalar) {
        kernel.append(Int(pc) + 1)
      }
    }
    // Position 1 stands for any middle position: edge assertions are all false there.
    let before = epoch
    let next = intern(closure(of: kernel, at: 1))
    // `intern` may have cleared the cache; the source state then no longer exists.
    guard epoch == before else { return next }
    if value < 128 {
      asciiTransitions[Int(state) * 128 + Int(value)] = next
    } else {
      otherTransitions[UInt64(state) << 32 | UInt64(value)] = next
    }
    return next
  }
}
