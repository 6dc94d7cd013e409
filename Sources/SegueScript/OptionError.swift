/// A command-line option's value that cannot be used, found by the tools' non-command-line
/// API (an output folder that cannot be made, a file that cannot be written). SegueTool's
/// commands report it as they report a bad argument: the message and the usage, exit 2.
///
/// SegueScript knows no command-line parser, so that a test target linking it and
/// SegueTesting links none; the commands in SegueTool turn this into the parser's error.
public struct OptionError: Error, CustomStringConvertible {
    /// What is wrong, naming the option and the value ("--trace /x/y.csv: the folder /x does
    /// not exist").
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
