import ArgumentParser
import Foundation
import SDLBackend
import SegueScript

/// Options every drawing command shares.
public struct SurfaceOptions: ParsableArguments {
    public init() {}

    /// Points a side of the window may measure.
    public static let sides = SurfaceSize.sides
    /// Pixels a side of a headless surface may measure at its scale (256 MB of RGBA at most).
    public static let largestPixelSide = SurfaceSize.largestPixelSide

    /// The window's size when `--size` is not given.
    static let defaultSize = SurfaceSize(width: 390, height: 844)

    @Option(
        name: .customLong("size"),
        help: "Window size in points, as WIDTHxHEIGHT, each side within 1…8192 (default: 390x844).")
    public var givenSize: SurfaceSize?

    /// Points.
    public var size: SurfaceSize { givenSize ?? Self.defaultSize }

    @Option(help: "The folder holding Fonts/ and Images/ (default: found beside the executable's checkout).")
    public var resources: String?

    @Option(help: ThreadsOption.help)
    public var threads: Int?

    public func validate() throws {
        try ThreadsOption.validate(threads)
        guard Self.sides.contains(size.width), Self.sides.contains(size.height) else {
            throw ValidationError(
                "--size must be WIDTHxHEIGHT with each side within 1…8192 points, "
                    + "found \(size.width)x\(size.height)")
        }
    }

    /// Checks `scale` (pixels per point, `--scale`) and the pixel size it gives the surface.
    public func validate(scale: Double, range: ClosedRange<Double> = 0.5...4) throws {
        guard scale.isFinite, range.contains(scale) else {
            throw ValidationError(
                "--scale must be a finite number within \(format(range.lowerBound))…"
                    + "\(format(range.upperBound)), found \(format(scale))")
        }
        let pixels = (Double(size.width) * scale, Double(size.height) * scale)
        guard max(pixels.0, pixels.1) <= Self.largestPixelSide else {
            throw ValidationError(
                "--size \(size.width)x\(size.height) at --scale \(format(scale)) is "
                    + "\(Int(pixels.0))x\(Int(pixels.1)) pixels; each side may be at most \(Int(Self.largestPixelSide))"
            )
        }
    }
}

/// `--size 390x844`: SurfaceSize is SegueScript's, read on the command line here.
extension SurfaceSize: ExpressibleByArgument {}

/// How a real window's frames reach the screen (`--renderer`). The compositor that draws them
/// is always the same (pixman and cairo, as headless); this picks only the presenter.
public enum RendererChoice: String, ExpressibleByArgument, CaseIterable {
    /// A GPU's texture where there is a real GPU; the window surface (XShm) where there is none
    /// or it is software (Mesa's llvmpipe).
    case auto
    /// An SDL renderer's texture, whatever rasterises it.
    case gpu
    /// The window surface (XShm on X11).
    case software

    public var kind: WindowHost.RendererKind {
        switch self {
        case .auto: return .automatic
        case .gpu: return .gpu
        case .software: return .software
        }
    }

    /// What `--help` says of the option.
    public static let help =
        "How frames reach the screen: auto (a GPU's texture, or XShm where the GPU is software or absent), "
        + "gpu (the texture path always) or software (XShm)."
}

/// Where shots go, and the goldens to compare them with.
public struct OutputOptions: ParsableArguments {
    public init() {}

    @Option(help: "Folder for the PNGs (created when missing).")
    public var out: String

    @Option(help: "Compare each shot with the PNG of the same name in this folder; exit 1 on a mismatch.")
    public var check: String?

    @Option(help: "Per-pixel colour distance (0–441, Euclidean over 8-bit RGB) above which a pixel differs.")
    public var tolerance: Double = 24

    @Flag(
        help: ArgumentHelp(
            "With --check: write each missing golden, and each that differs, from its shot instead of failing.",
            discussion: """
                Names every golden it writes ("NAME.png: recorded a new golden at PATH", or "re-recorded … (the \
                old one: what differed)"), creates the --check folder when missing, and leaves goldens that still \
                match untouched. Look at each one before committing it.
                """))
    public var recordGoldens = false

    @Flag(
        help: ArgumentHelp(
            "Draw every frame whole as well, and fail when it differs from the frame drawn for what changed.",
            discussion: "Checks the compositor's damage tracking pixel for pixel; each frame costs about twice."))
    public var checkDamage = false

    /// The largest tolerance: the distance from black to white.
    static let largestTolerance = ShotOutput.largestTolerance

    /// The options as SegueScript's runners take them.
    public var shotOutput: ShotOutput {
        ShotOutput(
            folder: out, goldens: check, tolerance: tolerance, recordsGoldens: recordGoldens, checksDamage: checkDamage)
    }

    public func validate() throws {
        guard !out.isEmpty else { throw ValidationError("--out needs a folder name, found an empty string") }
        guard tolerance.isFinite, (0...Self.largestTolerance).contains(tolerance) else {
            throw ValidationError("--tolerance must be a finite number within 0…441, found \(format(tolerance))")
        }
        if recordGoldens && check == nil {
            throw ValidationError("--record-goldens writes into the --check folder; give --check DIR")
        }
    }
}
