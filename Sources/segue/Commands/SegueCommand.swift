import ArgumentParser
import Foundation
import SDLBackend

@main
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "iOS's interactive transitions in a desktop window.",
        version: SegueVersion.current,
        subcommands: [
            OpenCommand.self, RecordCommand.self, ScreenshotCommand.self, RunScriptCommand.self, BenchCommand.self,
            SpringCommand.self, FuzzCommand.self, SoakCommand.self, TraceCommand.self,
        ],
        defaultSubcommand: OpenCommand.self
    )

    /// Exits 2 on bad arguments (with usage; ArgumentParser's default is 64) and on bad input
    /// files (scripts, resources), 1 on runtime failures, 130 when SIGINT or SIGTERM stopped it.
    static func main() {
        Interruption.install()
        // Under a file-size limit a write then fails with EFBIG, which is reported, instead of
        // SIGXFSZ killing the process with a partial file.
        signal(SIGXFSZ, SIG_IGN)
        // ffmpeg may stop reading frames; the write then fails with EPIPE, which is reported.
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try parseAsRoot()
            try command.run()
            if Interruption.signalReceived != nil { Interruption.exitInterrupted() }
        } catch let exit as ExitCode {
            if Interruption.signalReceived != nil { Interruption.exitInterrupted() }
            Foundation.exit(exit.rawValue)
        } catch {
            // Whatever failed after a signal failed because of it.
            if Interruption.signalReceived != nil { Interruption.exitInterrupted() }
            let code = exitCode(for: error)
            if code == .validationFailure {
                StandardError.line(fullMessage(for: error))
                Foundation.exit(2)
            }
            if code == .success {
                // --help and --version print to standard output and succeed.
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            StandardError.line("error: \(error)")
            Foundation.exit(isBadInput(error) ? 2 : code.rawValue == 0 ? 1 : code.rawValue)
        }
    }

    /// Whether `error` is the fault of an input file (a script or a resource) rather than a
    /// failure while running: those exit 2, like bad arguments.
    static func isBadInput(_ error: Error) -> Bool {
        switch error {
        case is InputScript.ParseError, is Assets.ListError, is ResourceLocator.NotFound, is UnwritableRecording:
            return true
        case let backend as SDLBackendError: return backend.isBadInput
        default: return false
        }
    }
}

/// Options every drawing command shares.
struct SurfaceOptions: ParsableArguments {
    /// Points a side of the window may measure.
    static let sides = 1...8192
    /// Pixels a side of a headless surface may measure at its scale (256 MB of RGBA at most).
    static let largestPixelSide = 8192.0

    /// The window's size when `--size` is not given.
    static let defaultSize = SurfaceSize(width: 390, height: 844)

    @Option(
        name: .customLong("size"),
        help: "Window size in points, as WIDTHxHEIGHT, each side within 1…8192 (default: 390x844).")
    var givenSize: SurfaceSize?

    /// Points.
    var size: SurfaceSize { givenSize ?? Self.defaultSize }

    @Option(help: "The folder holding Fonts/ and Images/ (default: found beside the executable's checkout).")
    var resources: String?

    func validate() throws {
        guard Self.sides.contains(size.width), Self.sides.contains(size.height) else {
            throw ValidationError(
                "--size must be WIDTHxHEIGHT with each side within 1…8192 points, "
                    + "found \(size.width)x\(size.height)")
        }
    }

    /// Checks `scale` (pixels per point, `--scale`) and the pixel size it gives the surface.
    func validate(scale: Double, range: ClosedRange<Double> = 0.5...4) throws {
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

/// A number as a person would write it: 2, 0.5, 1e+10, nan.
func format(_ value: Double) -> String { String(format: "%g", value) }

/// A size given as "390x844" on the command line; `SurfaceOptions` checks its range, so the
/// error can say what the range is.
struct SurfaceSize: ExpressibleByArgument, Equatable {
    let width: Int
    let height: Int

    init(width: Int, height: Int) { (self.width, self.height) = (width, height) }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
        (width, height) = (w, h)
    }

    var cgSize: CGSize { CGSize(width: width, height: height) }
    var defaultValueDescription: String { "\(width)x\(height)" }
}

/// Which SDL renderer draws a real window.
enum RendererChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, software

    var kind: WindowHost.RendererKind { self == .software ? .software : .automatic }
}
