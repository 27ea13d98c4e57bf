import Formwork

extension ExampleForm {
  /// How photos are uploaded.
  public enum UploadQuality: String, FormValueConvertible, CaseIterable, Sendable {
    /// HEIF/HEVC: smaller files.
    case highEfficiency
    /// JPEG/H.264: opens everywhere.
    case mostCompatible
    /// As captured, untouched.
    case original
  }

  /// Where originals are kept.
  public enum PhotoStorage: String, FormValueConvertible, CaseIterable, Sendable {
    /// Full-resolution originals stay in iCloud; the device keeps smaller copies.
    case optimize
    /// The device keeps the originals too.
    case keepOriginals
  }

  /// The keys of the ``photoSettings`` example.
  public enum PhotoSettingsKeys {
    /// Whether photos are uploaded at all: the other upload settings hide without it.
    public static let uploads = RowKey<Bool>("uploads")
    /// Whether the device keeps originals or optimized copies.
    public static let storage = RowKey<PhotoStorage>("storage")
    /// The format photos are uploaded in.
    public static let quality = RowKey<UploadQuality>("quality")
    /// Whether uploads may use cellular data.
    public static let cellular = RowKey<Bool>("cellular")
    /// Whether burst photos are uploaded too.
    public static let bursts = RowKey<Bool>("bursts")
    /// Whether shared albums are on (independent of uploads).
    public static let sharedAlbums = RowKey<Bool>("sharedAlbums")
    /// The tag of the section hidden while uploads are off.
    public static let uploadSection = "upload"
  }

  /// Flix's `PhotoSettingsViewController` (seed 001): settings switches, a choice of upload
  /// quality, and a whole section that disappears while uploads are off.
  ///
  /// It shows a section-level `hidden` condition (the upload section goes in one delete and
  /// comes back in one insert), a segmented choice and a pushed selector, and a required choice
  /// that only counts while its section shows.
  public static let photoSettings = ExampleForm(
    name: "photo-settings", title: "Photos",
    summary: "Switches, a quality selector, a section hidden while uploads are off.",
    origin: "Flix 001: photo settings",
    answers: [
      .valid(["uploads": true, "storage": "keepOriginals", "quality": "original", "cellular": true]),
      .valid(["uploads": false, "sharedAlbums": false], name: "uploads off"),
      .invalid(["uploads": true, "quality": nil], failing: ["quality"], name: "no quality"),
    ]
  ) { text in
    typealias Keys = PhotoSettingsKeys
    return try Form {
      Section(text("iCloud"), tag: "icloud") {
        Row.switch(Keys.uploads, text("iCloud Photos"), value: true)
      }
      .footer(text("Upload and store your library in iCloud to see it on all your devices."))
      Section(text("Uploads"), tag: Keys.uploadSection) {
        Row.segmented(
          Keys.storage, text("Storage"), value: .optimize,
          options: text([.init(.optimize, "Optimize storage"), .init(.keepOriginals, "Keep originals")]))
        Row.selector(
          Keys.quality, text("Upload quality"), value: .highEfficiency,
          options: text([
            .init(.highEfficiency, "High efficiency"),
            .init(.mostCompatible, "Most compatible"),
            .init(.original, "Original"),
          ]),
          presentation: .push
        )
        .selectorTitle(text("Upload quality"))
        .required()
        Row.switch(Keys.cellular, text("Upload over cellular"))
        Row.switch(Keys.bursts, text("Upload burst photos"))
      }
      .hidden { $0[Keys.uploads] != true }
      Section(text("Sharing"), tag: "sharing") {
        Row.switch(Keys.sharedAlbums, text("Shared albums"), value: true)
      }
    }
  }
}
