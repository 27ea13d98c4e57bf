import FormworkDiff

extension ListUpdate {
  /// The same update with every section index passed through `position` — for an update
  /// computed on a subset of a list's sections, where section `k` of the subset is section
  /// `position(k)` of the whole list, in both the old and the new list.
  func remappingSections(_ position: (Int) -> Int) -> ListUpdate {
    func path(_ path: ItemPath) -> ItemPath { ItemPath(item: path.item, section: position(path.section)) }
    let stages = stages.map { stage in
      ListUpdate.Stage(
        sectionDeletes: stage.sectionDeletes.map(position),
        sectionInserts: stage.sectionInserts.map(position),
        sectionReloads: stage.sectionReloads.map(position),
        sectionMoves: stage.sectionMoves.map { Move(from: position($0.from), to: position($0.to)) },
        itemDeletes: stage.itemDeletes.map(path),
        itemInserts: stage.itemInserts.map(path),
        itemReloads: stage.itemReloads.map(path),
        itemMoves: stage.itemMoves.map { Move(from: path($0.from), to: path($0.to)) })
    }
    return ListUpdate(
      stages: stages, changedItems: changedItems.map(path), changedSections: changedSections.map(position),
      requiresReload: requiresReload)
  }
}
