/// Where a runner writes the shots a script takes, and how it checks them: the settings
/// behind `--out`, `--check`, `--tolerance`, `--record-goldens` and `--check-damage`, for
/// code that plays scripts without a command line (a test, a tool of an app's own).
public struct ShotOutput {
    /// The folder the PNGs are written to, made when missing.
    public var folder: String
    /// The folder of goldens each shot is compared with (a PNG of the same name); nil to compare
    /// none.
    public var goldens: String?
    /// Per-pixel colour distance (0–441, Euclidean over 8-bit RGBA) above which a pixel differs.
    public var tolerance: Double
    /// Writes each missing golden, and each that differs, from its shot instead of failing.
    public var recordsGoldens: Bool
    /// Draws every frame whole as well, and fails when it differs from the frame drawn for
    /// what changed.
    public var checksDamage: Bool

    /// The largest tolerance: the distance from black to white.
    public static let largestTolerance = 441.0

    public init(
        folder: String, goldens: String? = nil, tolerance: Double = 24, recordsGoldens: Bool = false,
        checksDamage: Bool = false
    ) {
        (self.folder, self.goldens, self.tolerance) = (folder, goldens, tolerance)
        (self.recordsGoldens, self.checksDamage) = (recordsGoldens, checksDamage)
    }
}
