import ArgumentParser
import Foundation
import SDLBackend
import SegueCapture
import SegueScript

/// The tools' commands for `App`, as one command group: an app's executable adopts them in
/// one line,
///
///     AppCommands<CurtainApp>.main()
///
/// and gets `open`, `record`, `screenshot`, `run-script`, `bench`, `spring`, `fuzz`, `soak` and
/// `trace`, with
/// the options, help and exit codes `segue` has.
public struct AppCommands<App: ScriptableApp>: ParsableCommand {
    public init() {}

    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: App.commandName, abstract: "\(App.title), with Segue's tools.", version: App.version,
            subcommands: subcommands, defaultSubcommand: OpenCommand<App>.self)
    }

    /// The tools' commands, in the order help lists them.
    public static var subcommands: [ParsableCommand.Type] {
        [
            OpenCommand<App>.self, RecordCommand<App>.self, ScreenshotCommand<App>.self, RunScriptCommand<App>.self,
            BenchCommand<App>.self, SpringCommand.self, FuzzCommand<App>.self, SoakCommand<App>.self,
            TraceCommand<App>.self, AuditCommand<App>.self,
        ]
    }

    /// Parses the arguments and runs the command, with `CommandMain`'s exit codes.
    public static func main() { CommandMain.run(AppCommands<App>.self) }
}

/// Runs a root command as every tool does: exits 2 on bad arguments (with usage;
/// ArgumentParser's default is 64) and on bad input files (scripts, resources), 1 on runtime
/// failures, 130 when SIGINT or SIGTERM stopped it. Freed images and layers go back to the
/// system at once (`ProcessMemory.returnLargeBuffersPromptly()`).
public enum CommandMain {
    /// Never returns: it exits with the command's status.
    public static func run(_ root: any ParsableCommand.Type) -> Never {
        // Before any thread starts: the allocator's settings are the process's.
        ProcessMemory.returnLargeBuffersPromptly()
        Interruption.install()
        // Under a file-size limit a write then fails with EFBIG, which is reported, instead of
        // SIGXFSZ killing the process with a partial file.
        signal(SIGXFSZ, SIG_IGN)
        // ffmpeg may stop reading frames; the write then fails with EPIPE, which is reported.
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try root.parseAsRoot()
            try command.run()
            if Interruption.signalReceived != nil { Interruption.exitInterrupted() }
            Foundation.exit(0)
        } catch let exit as ExitCode {
            if Interruption.signalReceived != nil { Interruption.exitInterrupted() }
            Foundation.exit(exit.rawValue)
        } catch is HeadlessRunner.GoldensDiffer {
            // Each shot that differs has been named already.
            if Interruption.signalReceived != nil { Interruption.exitInterrupted() }
            Foundation.exit(1)
        } catch {
            // Whatever failed after a signal failed because of it.
            if Interruption.signalReceived != nil { Interruption.exitInterrupted() }
            // SegueScript's word for a bad option value, found while running: a bad argument.
            let error = (error as? OptionError).map { ValidationError($0.message) } ?? error
            let code = root.exitCode(for: error)
            if code == .validationFailure {
                StandardError.line(root.fullMessage(for: error))
                Foundation.exit(2)
            }
            if code == .success {
                // --help and --version print to standard output and succeed.
                print(root.fullMessage(for: error))
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
        case is BadInputError, is ResourceLocator.NotFound: return true
        case let backend as SDLBackendError: return backend.isBadInput
        default: return false
        }
    }
}
