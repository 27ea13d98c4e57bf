/// Builds a nested object from values written at key paths, remembering who wrote each key so a
/// collision can name both writers.
final class KeyTree<Owner> {
  private var leaf: FormValue?
  private var children: [String: KeyTree] = [:]
  /// Who wrote this leaf, or whose key first went through this node; `nil` only for the root.
  private var owner: Owner?

  init() {}
  private init(owner: Owner) { self.owner = owner }

  enum Insertion {
    case inserted
    /// The key collides with what this owner wrote.
    case collides(with: Owner?)
  }

  /// Writes `value` at `path` (not empty). A collision — the same key, a leaf on the way (`a`
  /// when writing `a.b`), or keys below it (`a.b` when writing `a`) — writes nothing.
  ///
  /// - Complexity: O(*k*) for a path of *k* members.
  func insert(_ path: [String], value: FormValue, owner: Owner) -> Insertion {
    var node = self
    for name in path {
      if node.leaf != nil { return .collides(with: node.owner) }
      if let child = node.children[name] {
        node = child
      } else {
        // NB: a new node has no leaf and no children, so nothing below can collide: a failed
        // insertion never leaves new nodes behind.
        let child = KeyTree(owner: owner)
        node.children[name] = child
        node = child
      }
    }
    if node === self || node.leaf != nil || !node.children.isEmpty { return .collides(with: node.owner) }
    node.leaf = value
    node.owner = owner
    return .inserted
  }

  /// The nested object (or the leaf).
  func materialize() -> FormValue {
    if let leaf { return leaf }
    return .object(children.mapValues { $0.materialize() })
  }
}
