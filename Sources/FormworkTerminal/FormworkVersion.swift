/// The version of Formwork's terminal renderer and of the `formwork` command, which prints it
/// with `--version`. The one place it is written.
public enum FormworkVersion {
  /// `0.1.0`: semantic versioning, as the package is tagged.
  public static let current = "0.1.0"
}
