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

  /// Whether the pattern has `\b` or `\B` (a run then classifies each scalar once).
  var hasWordBoundaries: Bool {
    assertions.contains { if case .wordBoundary = $0 { return true } else { return false } }
  }

  func holds(_ index: Int, at position: Int, in text: [Unicode.Scalar], words: WordTable? = nil) -> Bool {
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
      if let words { return words.isBoundary(position) == wanted }
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

/// Each scalar of a text classified once for `\b`: a word scalar, an extending one (a combining
/// mark or format character, skipped when looking back), or neither.
struct WordTable {
  private let kinds: [UInt8]
  /// For each position, whether the last non-extending scalar before it is a word scalar.
  private let wordBefore: [Bool]

  init(_ text: [Unicode.Scalar]) {
    var kinds = [UInt8](repeating: 0, count: text.count)
    var wordBefore = [Bool](repeating: false, count: text.count + 1)
    var last = false
    for (index, scalar) in text.enumerated() {
      wordBefore[index] = last
      if scalar.isASCII {
        kinds[index] = ScalarProperty.word.contains(scalar) ? 1 : 0
      } else if scalar.properties.isGraphemeExtend || scalar.properties.generalCategory == .format {
        kinds[index] = 2
      } else {
        kinds[index] = ScalarProperty.word.contains(scalar) ? 1 : 0
      }
      if kinds[index] != 2 { last = kinds[index] == 1 }
    }
    wordBefore[text.count] = last
    self.kinds = kinds
    self.wordBefore = wordBefore
  }

  func isBoundary(_ position: Int) -> Bool {
    var after = false
    if position < kinds.count {
      if kinds[position] == 2 { return false }
      after = kinds[position] == 1
    }
    return after != wordBefore[position]
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
/// call, so a `SafePattern` stays immutable and shareable across threads).
///
/// The DFA has two kinds of states: *closed* sets (the consume and match instructions alive at a
/// position) and *kernels* (the instructions right after the ones that consumed a scalar). A
/// closed set steps to a kernel by a scalar; a kernel closes to a closed set given which of the
/// pattern's assertions hold at the position (a bit mask, computed once per position), so
/// anchors, `\b` and possessive stops stay cacheable.
private struct Run {
  let program: PatternProgram
  let text: [Unicode.Scalar]
  private var stack: [Int] = []
  private var seen: [Int]
  private var generation = 0

  private var closed: [[Int32]] = []
  private var closedIDs: [[Int32]: Int32] = [:]
  private var kernels: [[Int32]] = []
  private var kernelIDs: [[Int32]: Int32] = [:]
  /// Closed state × ASCII scalar → kernel, then the rest by dictionary.
  private var asciiSteps: [Int32] = []
  private var otherSteps: [UInt64: Int32] = [:]
  /// Kernel with no assertion holding → closed state (the common case), then by mask.
  private var plainClosures: [Int32] = []
  private var maskedClosures: [KernelMask: Int32] = [:]
  private static let unknown: Int32 = -1
  /// Past this many states the cache stops growing and the rest of the text runs uncached.
  private static let maximumStates = 8_192

  private struct KernelMask: Hashable {
    var kernel: Int32
    var mask: UInt64
  }

  private let words: WordTable?

  init(program: PatternProgram, text: [Unicode.Scalar]) {
    self.program = program
    self.text = text
    seen = [Int](repeating: -1, count: program.instructions.count)
    words = program.hasWordBoundaries ? WordTable(text) : nil
  }

  mutating func matches() -> Bool {
    let count = text.count
    guard program.assertions.count <= 64 else { return matchesUncached() }
    var state = closedID(closure(of: [0], mask: mask(at: 0)))
    var position = 0
    while position < count {
      guard let id = state else { return matchesUncached(from: position - 1, closedSet: nil) }
      if closed[Int(id)].isEmpty { return false }
      let kernel = step(id, on: text[position])
      position += 1
      guard let kernel else { return matchesUncached(from: position - 1, closedSet: closed[Int(id)]) }
      if kernels[Int(kernel)].isEmpty { return false }
      state = close(kernel, mask: mask(at: position))
      if state == nil { return matchesUncached(from: position, kernel: kernels[Int(kernel)]) }
    }
    guard let id = state else { return false }
    return closed[Int(id)].contains { program.instructions[Int($0)] == .match }
  }

  private var isFull: Bool { closed.count + kernels.count >= Self.maximumStates }

  /// Which assertions hold at `position`, one bit each.
  private func mask(at position: Int) -> UInt64 {
    var mask: UInt64 = 0
    for index in program.assertions.indices where program.holds(index, at: position, in: text, words: words) {
      mask |= 1 << UInt64(index)
    }
    return mask
  }

  private mutating func closedID(_ set: [Int32]) -> Int32? {
    if let id = closedIDs[set] { return id }
    guard !isFull else { return nil }
    let id = Int32(closed.count)
    closed.append(set)
    closedIDs[set] = id
    asciiSteps.append(contentsOf: repeatElement(Self.unknown, count: 128))
    return id
  }

  private mutating func kernelID(_ set: [Int32]) -> Int32? {
    if let id = kernelIDs[set] { return id }
    guard !isFull else { return nil }
    let id = Int32(kernels.count)
    kernels.append(set)
    kernelIDs[set] = id
    plainClosures.append(Self.unknown)
    return id
  }

  private mutating func step(_ state: Int32, on scalar: Unicode.Scalar) -> Int32? {
    let value = scalar.value
    if value < 128 {
      let cached = asciiSteps[Int(state) * 128 + Int(value)]
      if cached != Self.unknown { return cached }
    } else if let cached = otherSteps[UInt64(state) << 32 | UInt64(value)] {
      return cached
    }
    guard let next = kernelID(consume(closed[Int(state)], scalar)) else { return nil }
    if value < 128 {
      asciiSteps[Int(state) * 128 + Int(value)] = next
    } else {
      otherSteps[UInt64(state) << 32 | UInt64(value)] = next
    }
    return next
  }

  private mutating func close(_ kernel: Int32, mask: UInt64) -> Int32? {
    if mask == 0 {
      let cached = plainClosures[Int(kernel)]
      if cached != Self.unknown { return cached }
    } else if let cached = maskedClosures[KernelMask(kernel: kernel, mask: mask)] {
      return cached
    }
    let set = closure(of: kernels[Int(kernel)].map(Int.init), mask: mask)
    guard let id = closedID(set) else { return nil }
    if mask == 0 {
      plainClosures[Int(kernel)] = id
    } else {
      maskedClosures[KernelMask(kernel: kernel, mask: mask)] = id
    }
    return id
  }

  /// The plain NFA simulation, for the rest of a text once the cache is full (or for a pattern
  /// with more than 64 assertions): resumes from a closed set before `text[position]`, or from
  /// a kernel at `position`.
  private mutating func matchesUncached(
    from start: Int = 0, closedSet: [Int32]? = nil, kernel: [Int32]? = nil
  ) -> Bool {
    var position = start
    var alive: [Int32]
    if let kernel {
      alive = closure(of: kernel.map(Int.init), at: position)
    } else if let closedSet {
      alive = closedSet
    } else {
      position = 0
      alive = closure(of: [0], at: 0)
    }
    while position < text.count {
      if alive.isEmpty { return false }
      let next = consume(alive, text[position]).map(Int.init)
      position += 1
      alive = closure(of: next, at: position)
    }
    return alive.contains { program.instructions[Int($0)] == .match }
  }

  /// The instructions after those in `alive` that take `scalar`.
  private func consume(_ alive: [Int32], _ scalar: Unicode.Scalar) -> [Int32] {
    var kernel: [Int32] = []
    for pc in alive {
      if case .consume(let set) = program.instructions[Int(pc)], program.classes[set].contains(scalar) {
        kernel.append(pc + 1)
      }
    }
    return kernel
  }

  private mutating func closure(of kernel: [Int], at position: Int) -> [Int32] {
    closure(of: kernel, mask: program.assertions.count <= 64 ? mask(at: position) : nil, position: position)
  }

  /// The consume and match instructions reachable from `kernel` without consuming, with the
  /// assertions of `mask` holding (or evaluated at `position` when there is no mask).
  private mutating func closure(of kernel: [Int], mask: UInt64?, position: Int = 0) -> [Int32] {
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
        let holds =
          mask.map { $0 & (1 << UInt64(index)) != 0 } ?? program.holds(index, at: position, in: text, words: words)
        if holds { stack.append(pc + 1) }
      }
    }
    result.sort()
    return result
  }
}
