/// The modifier keys held with a key, as UIKit's `UIKeyModifierFlags`. Caps Lock and Num Lock
/// are not modifiers here: a key command for Ctrl+1 matches with Caps Lock on too.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt, which a Mac keyboard calls Option.
    public static let alternate = KeyModifiers(rawValue: 1 << 2)
    /// Command on a Mac keyboard, the Windows or Super key on others (SDL's GUI).
    public static let command = KeyModifiers(rawValue: 1 << 3)

    /// Each modifier with its name in input scripts, in the order a key press is written
    /// (`ctrl+alt+shift+cmd+…`, the order a Mac menu lists them).
    public static let named: [(name: String, modifier: KeyModifiers)] = [
        ("ctrl", .control), ("alt", .alternate), ("shift", .shift), ("cmd", .command),
    ]

    /// Other names a script may use for a modifier: the long names and the Mac's and SDL's.
    static let aliases: [String: KeyModifiers] = [
        "control": .control, "option": .alternate, "command": .command, "gui": .command, "super": .command,
    ]

    /// The modifier `name` stands for in a script (`ctrl`, `shift`, `alt`, `cmd` or an alias).
    public init?(name: some StringProtocol) {
        let lower = name.lowercased()
        guard let found = Self.named.first(where: { $0.name == lower })?.modifier ?? Self.aliases[lower] else {
            return nil
        }
        self = found
    }
}
