import ArgumentParser
import Foundation
import SDLBackend

@main
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "iOS's interactive transitions in a desktop window.",
        subcommands: [OpenCommand.self, ScreenshotCommand.self, RunScriptCommand.self, BenchCommand.self,
                      SpringCommand.self],
        defaultSubcommand: OpenCommand.self
    )

    /// Exits 2 with usage on bad arguments (ArgumentParser's default is 64), 1 on runtime errors.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            if code == .success {
                // --help and --version print to standard output and succeed.
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data(("error: \(error)\n").utf8))
            Foundation.exit(code.rawValue == 0 ? 1 : code.rawValue)
        }
    }
}

/// Options every drawing command shares.
struct SurfaceOptions: ParsableArguments {
    @Option(help: "Window size in points, as WIDTHxHEIGHT.")
    var size: SurfaceSize = SurfaceSize(width: 390, height: 844)

    @Option(help: "The folder holding Fonts/ and Images/ (default: found beside the executable's checkout).")
    var resources: String?
}

/// A size given as "390x844" on the command line.
struct SurfaceSize: ExpressibleByArgument {
    let width: Int
    let height: Int

    init(width: Int, height: Int) { (self.width, self.height) = (width, height) }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...8192).contains(w),
              (1...8192).contains(h) else { return nil }
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
