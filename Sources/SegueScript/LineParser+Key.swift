import ViewKit

extension LineParser {
    /// A `key` line's key press: modifiers joined to the key by "+" (`key ctrl+1`,
    /// `key shift+tab`, `key alt+left`), or the key alone (`key h`), as `KeyPress.description`
    /// writes it; an error names the word at fault.
    func keyPress(_ word: Substring) throws -> KeyPress {
        do {
            return try KeyPress(text: word)
        } catch {
            throw self.error(error.message { InputScript.quoted(Substring($0)) })
        }
    }
}
