/// Heckel's symbol table, specialised for first-in-first-out pairing: maps an identity to the earliest
/// not-yet-paired old occurrence of it.
///
/// Open addressing with linear probing. A slot is 8 bytes, an old index and 32 bits of its hash, so that the
/// table of a 100,000-item list (2 MB) stays in cache and most probes reject a wrong slot without reading the
/// identity: on large lists these random probes dominate the whole diff. The identities are stored by old
/// index, which lists that keep most of their order read almost sequentially. Repeated identities are
/// chained through `next`, which is only allocated when one turns up. Filling and claiming work on unsafe
/// buffers because a checked, copy-on-write-aware write per probe costs about as much as the probe.
@usableFromInline
internal struct _IdentityTable<ID: Hashable> {
  @usableFromInline
  internal struct Slot {
    /// -1: empty; `index >= 0`: the earliest unpaired old occurrence; `-3 - index`: every occurrence of
    /// `index`'s identity is paired.
    @usableFromInline internal var index: Int32
    /// The low bits of the hash, to skip most `==` calls on collisions.
    @usableFromInline internal var hash: Int32

    @inlinable
    internal init(index: Int32, hash: Int32) {
      self.index = index
      self.hash = hash
    }
  }

  @usableFromInline internal var slots: ContiguousArray<Slot>
  /// The identity of each old index.
  @usableFromInline internal var ids: ContiguousArray<ID>
  /// The next old index with the same identity, or -1; empty while no identity repeats.
  @usableFromInline internal var next: ContiguousArray<Int32>
  @usableFromInline internal var mask: Int
  @usableFromInline internal let seed: UInt64

  /// The hash of an identity. Integers, the most common identities in large lists, skip SipHash (a third of
  /// the diff's time on 10,000 integers) for a seeded 64-bit mix (MurmurHash3's finalizer), which spreads
  /// them as well. The seed comes from `Hasher`, so it changes from process to process like Swift's own
  /// hashing, and lists can't be built to collide ahead of time. Other types use `hashValue`.
  @inlinable @inline(__always)
  internal static func hash(_ id: ID, seed: UInt64) -> Int {
    var bits: UInt64
    if ID.self == Int.self {
      bits = UInt64(bitPattern: Int64(unsafeBitCast(id, to: Int.self)))
    } else if ID.self == Int64.self {
      bits = UInt64(bitPattern: unsafeBitCast(id, to: Int64.self))
    } else if ID.self == UInt64.self {
      bits = unsafeBitCast(id, to: UInt64.self)
    } else if ID.self == UInt.self {
      bits = UInt64(unsafeBitCast(id, to: UInt.self))
    } else if ID.self == Int32.self {
      bits = UInt64(UInt32(bitPattern: unsafeBitCast(id, to: Int32.self)))
    } else if ID.self == UInt32.self {
      bits = UInt64(unsafeBitCast(id, to: UInt32.self))
    } else {
      return id.hashValue
    }
    bits ^= seed
    bits = (bits ^ (bits >> 33)) &* 0xff51_afd7_ed55_8ccd
    bits = (bits ^ (bits >> 33)) &* 0xc4ce_b9fe_1a85_ec53
    return Int(truncatingIfNeeded: bits ^ (bits >> 33))
  }

  /// Builds the table of `count` old identities.
  /// - Parameters:
  ///   - count: The number of old elements.
  ///   - identities: Calls its argument with each old identity, in old order, exactly `count` times.
  @inlinable
  internal init(count: Int, identities: (_ yield: (ID) -> Void) -> Void) {
    // Old indices are stored as Int32: a list of 2^31 items could not be held in memory anyway.
    precondition(count < Int(Int32.max), "FormworkDiff handles fewer than 2^31 elements per list")
    var size = 4
    // Load at most 2/3 with linear probing.
    while size < count + count / 2 { size &<<= 1 }
    let mask = size - 1
    var hasher = Hasher()
    hasher.combine(0x466f_726d_776f_726b)  // "Formwork"
    let seed = UInt64(bitPattern: Int64(hasher.finalize()))
    var slots = ContiguousArray(repeating: Slot(index: -1, hash: 0), count: count == 0 ? 0 : size)
    var next = ContiguousArray<Int32>()
    // The last occurrence of each repeated identity, by its first occurrence, while filling.
    var last = ContiguousArray<Int32>()
    ids = ContiguousArray(unsafeUninitializedCapacity: count) { ids, initialized in
      slots.withUnsafeMutableBufferPointer { slots in
        identities { id in
          let index = initialized
          (ids.baseAddress! + index).initialize(to: id)
          initialized += 1
          let hash = Self.hash(id, seed: seed)
          let shortHash = Int32(truncatingIfNeeded: hash)
          var slot = hash & mask
          while true {
            let entry = Int(slots[slot].index)
            if entry < 0 {
              slots[slot] = Slot(index: Int32(truncatingIfNeeded: index), hash: shortHash)
              return
            }
            if slots[slot].hash == shortHash && ids[entry] == id {
              // A repeat: chain it after the identity's last occurrence; the slot keeps the first.
              if next.isEmpty {
                next = ContiguousArray(repeating: -1, count: count)
                last = ContiguousArray(repeating: -1, count: count)
              }
              let tail = last[entry] >= 0 ? Int(last[entry]) : entry
              next[tail] = Int32(truncatingIfNeeded: index)
              last[entry] = Int32(truncatingIfNeeded: index)
              return
            }
            slot = (slot &+ 1) & mask
          }
        }
      }
    }
    self.slots = slots
    self.next = next
    self.mask = mask
    self.seed = seed
  }

  /// Calls `body` with a function that pairs an identity with its earliest unpaired old occurrence and
  /// returns that occurrence's old index, or -1 when there is none left.
  @inlinable
  internal mutating func withClaims<Result>(_ body: (_ claim: (ID) -> Int) -> Result) -> Result {
    let mask = self.mask
    let seed = self.seed
    let next = self.next
    let hasRepeats = !next.isEmpty
    return ids.withUnsafeBufferPointer { ids in
      slots.withUnsafeMutableBufferPointer { slots in
        body { id in
          if ids.isEmpty { return -1 }
          let hash = Self.hash(id, seed: seed)
          let shortHash = Int32(truncatingIfNeeded: hash)
          var slot = hash & mask
          while true {
            let entry = Int(slots[slot].index)
            if entry == -1 { return -1 }
            // A fully paired slot still names an old index, whose identity tells it apart from other keys.
            let index = entry >= 0 ? entry : -3 - entry
            if slots[slot].hash == shortHash && ids[index] == id {
              if entry < 0 { return -1 }
              let following = hasRepeats ? next[index] : -1
              slots[slot].index = following >= 0 ? following : Int32(truncatingIfNeeded: -3 - index)
              return index
            }
            slot = (slot &+ 1) & mask
          }
        }
      }
    }
  }
}
