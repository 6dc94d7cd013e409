import ArgumentParser
import Motion
import SegueScript
import SegueTool

/// `segue`: the demo's window by default, and the tools' commands over the demo's scenes,
/// with the demo's own bench and soak.
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "iOS's interactive transitions in a desktop window.",
        version: SegueVersion.current,
        subcommands: [
            OpenCommand<SegueDemo>.self, RecordCommand<SegueDemo>.self, ScreenshotCommand<SegueDemo>.self,
            RunScriptCommand<SegueDemo>.self, BenchCommand<SegueDemo>.self, SpringCommand.self,
            FuzzCommand<SegueDemo>.self, SoakCommand<SegueDemo>.self, TraceCommand<SegueDemo>.self,
            AuditCommand<SegueDemo>.self,
        ],
        defaultSubcommand: OpenCommand<SegueDemo>.self
    )
}

CommandMain.run(SegueCommand.self)
