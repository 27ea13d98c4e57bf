// TEMPORARY stand-in; the real diff replaces this file.
public enum ListDiff {
  public static func diff<Model: Diffable, Item: Diffable>(
    from old: [DiffSection<Model, Item>], to new: [DiffSection<Model, Item>], options: DiffOptions = DiffOptions()
  ) -> ListUpdate { ListUpdate(requiresReload: true) }
}
