extension ConditionEngine {
  /// One cycle for each group of conditions that depend on each other in a circle (each
  /// strongly connected component of the graph with an edge inside it), in dependency order, so
  /// a definition's author sees every cycle at once rather than one per build.
  ///
  /// - Complexity: O(*n* + *e*) for *n* conditions and *e* inputs between them.
  func everyCycle() -> [[Int32]] {
    let count = nodes.count
    var successors = [[Int32]](repeating: [], count: count)
    var selfLoops: [Int32] = []
    for index in 0..<count where nodes[index].isAlive {
      for source in nodes[index].sources {
        guard let producer = producer(of: source), nodes[Int(producer)].isAlive else { continue }
        if producer == Int32(index) {
          selfLoops.append(producer)
        } else {
          successors[Int(producer)].append(Int32(index))
        }
      }
    }
    var cycles = Set(selfLoops).sorted().map { [$0] }
    for component in Self.components(successors: successors) where component.count > 1 {
      cycles.append(Self.cycle(in: Set(component), successors: successors))
    }
    return cycles
  }

  /// Tarjan's strongly connected components, iteratively (a deep chain must not exhaust the stack).
  private static func components(successors: [[Int32]]) -> [[Int32]] {
    let count = successors.count
    var index = [Int](repeating: -1, count: count)
    var low = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var next = 0
    var result: [[Int32]] = []
    for root in 0..<count where index[root] < 0 {
      // Each frame: a node and the position of the next successor to visit.
      var frames: [(node: Int, edge: Int)] = [(root, 0)]
      index[root] = next
      low[root] = next
      next += 1
      stack.append(root)
      onStack[root] = true
      while let frame = frames.last {
        let node = frame.node
        if frame.edge < successors[node].count {
          frames[frames.count - 1].edge += 1
          let successor = Int(successors[node][frame.edge])
          if index[successor] < 0 {
            index[successor] = next
            low[successor] = next
            next += 1
            stack.append(successor)
            onStack[successor] = true
            frames.append((successor, 0))
          } else if onStack[successor] {
            low[node] = min(low[node], index[successor])
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last?.node { low[parent] = min(low[parent], low[node]) }
        guard low[node] == index[node] else { continue }
        var component: [Int32] = []
        while let member = stack.popLast() {
          onStack[member] = false
          component.append(Int32(member))
          if member == node { break }
        }
        result.append(component.sorted())
      }
    }
    return result.sorted { $0[0] < $1[0] }
  }

  /// A cycle through the smallest node of a strongly connected component (breadth-first, so the
  /// shortest one), in dependency order.
  private static func cycle(in component: Set<Int32>, successors: [[Int32]]) -> [Int32] {
    guard let start = component.min() else { return [] }
    var parent: [Int32: Int32] = [:]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      for next in successors[Int(node)] where component.contains(next) {
        if next == start {
          var path = [node]
          while let previous = parent[path[path.count - 1]] { path.append(previous) }
          return path.reversed()
        }
        if parent[next] == nil {
          parent[next] = node
          queue.append(next)
        }
      }
    }
    return [start]
  }
}
