/// One key pressed, with the modifiers held at the time, as UIKit's `UIKey`.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
    public var key: Key
    public var modifiers: KeyModifiers

    public init(_ key: Key, modifiers: KeyModifiers = []) {
        (self.key, self.modifiers) = (key, modifiers)
    }

    /// As an input script writes it: the modifiers' names, then the key's, joined by "+"
    /// (`ctrl+1`, `shift+tab`, `escape`).
    public var description: String {
        let names = KeyModifiers.named.filter { modifiers.contains($0.modifier) }.map(\.name)
        return (names + [key.rawValue]).joined(separator: "+")
    }

    /// Reads a key press as an input script writes it (see `description`); case does not
    /// matter, and `control`, `option`, `command`, `gui` and `super` name modifiers too.
    /// - Throws: `TextError`, naming what is wrong with `text`.
    public init(text: some StringProtocol) throws(TextError) {
        var parts = text.split(separator: "+", omittingEmptySubsequences: false)
        guard let last = parts.popLast(), !last.isEmpty else { throw .noKey }
        var modifiers: KeyModifiers = []
        for part in parts {
            guard let modifier = KeyModifiers(name: part) else { throw .unknownModifier(String(part)) }
            guard !modifiers.contains(modifier) else { throw .repeatedModifier(String(part)) }
            modifiers.insert(modifier)
        }
        guard let key = Key(rawValue: last.lowercased()) else {
            if KeyModifiers(name: last) != nil { throw .modifierWithoutKey(String(last)) }
            throw .unknownKey(String(last))
        }
        self.init(key, modifiers: modifiers)
    }

    /// What is wrong with a key press's text; each case holds the word at fault.
    public enum TextError: Error, Hashable, CustomStringConvertible {
        case unknownKey(String)
        case unknownModifier(String)
        case repeatedModifier(String)
        /// A modifier where the key should be (`ctrl`, `shift+ctrl`).
        case modifierWithoutKey(String)
        /// Nothing after the last "+" (`ctrl+`), or no text at all.
        case noKey

        public var description: String { message { "'\($0)'" } }

        /// The description, with each word at fault put through `quote` (a script's parser
        /// quotes and shortens them).
        public func message(quoting quote: (String) -> String) -> String {
            switch self {
            case let .unknownKey(word):
                return "unknown key \(quote(word)); keys are a–z, 0–9, f1–f24 and the names the README lists"
            case let .unknownModifier(word):
                return "unknown modifier \(quote(word)); modifiers are ctrl, alt, shift and cmd"
            case let .repeatedModifier(word): return "the modifier \(quote(word)) appears twice"
            case let .modifierWithoutKey(word):
                return "\(quote(word)) is a modifier; write it before a key, as ctrl+1"
            case .noKey: return "a key press must end with a key's name, as ctrl+1"
            }
        }
    }
}
