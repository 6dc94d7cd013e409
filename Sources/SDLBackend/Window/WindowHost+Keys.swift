import CSDL2
import ViewKit

/// SDL key events → `KeyPress`. SDL names a key by what it types on the current layout
/// (`SDLK_a`, `SDLK_1`, and on an AZERTY layout `SDLK_EXCLAIM` for the key a US layout prints
/// "8" on), and keys that type nothing by their own codes (`SDLK_F1`, `SDLK_LEFT`). Held
/// modifiers come from the event's `mod`, left and right alike; Caps Lock and Num Lock are
/// left out, so Ctrl+1 is Ctrl+1 with Caps Lock on too.
extension WindowHost {
    /// The key press an SDL key event reports, or nil for a key `Key` does not name. A modifier
    /// key's own press carries only the other modifiers held (Left Shift is `leftshift`, not
    /// `shift+leftshift`).
    public static func keyPress(for keysym: SDL_Keysym) -> KeyPress? {
        guard let key = keysBySDLCode[keysym.sym] else { return nil }
        let mod = UInt32(keysym.mod)
        var modifiers: KeyModifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { modifiers.insert(.alternate) }
        if mod & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
        modifiers.subtract(key.modifier)
        return KeyPress(key, modifiers: modifiers)
    }

    /// The modifiers held now, from SDL's keyboard state (for the mouse's back button).
    static func heldModifiers() -> KeyModifiers {
        let mod = UInt32(SDL_GetModState().rawValue)
        var modifiers: KeyModifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { modifiers.insert(.alternate) }
        if mod & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
        return modifiers
    }

    /// Every key `Key` names, by its SDL keycode.
    static let keysBySDLCode: [SDL_Keycode: Key] = {
        var table: [SDL_Keycode: Key] = [:]
        // Keys that type a character: SDL's keycode is that character's code.
        let typed: [(Character, Key)] = [
            (" ", .space), ("\u{1B}", .escape), ("\r", .enter), ("\t", .tab), ("\u{08}", .backspace),
            ("\u{7F}", .delete), ("-", .minus), ("=", .equals), (",", .comma), (".", .period), ("/", .slash),
            ("\\", .backslash), (";", .semicolon), ("'", .quote), ("`", .backquote), ("[", .leftBracket),
            ("]", .rightBracket), ("!", .exclaim), ("\"", .doubleQuote), ("#", .hash), ("$", .dollar),
            ("%", .percent), ("&", .ampersand), ("*", .asterisk), ("+", .plus), (":", .colon), ("<", .less),
            (">", .greater), ("?", .question), ("@", .at), ("^", .caret), ("_", .underscore), ("(", .leftParen),
            (")", .rightParen),
        ]
        for (character, key) in typed { table[SDL_Keycode(character.unicodeScalars.first!.value)] = key }
        // Letters and digits are named by the character they type.
        for key in Key.allCases where key.rawValue.count == 1 {
            table[SDL_Keycode(key.rawValue.unicodeScalars.first!.value)] = key
        }
        let named: [(SDL_KeyCode, Key)] = [
            (SDLK_F1, .f1), (SDLK_F2, .f2), (SDLK_F3, .f3), (SDLK_F4, .f4), (SDLK_F5, .f5), (SDLK_F6, .f6),
            (SDLK_F7, .f7), (SDLK_F8, .f8), (SDLK_F9, .f9), (SDLK_F10, .f10), (SDLK_F11, .f11), (SDLK_F12, .f12),
            (SDLK_F13, .f13), (SDLK_F14, .f14), (SDLK_F15, .f15), (SDLK_F16, .f16), (SDLK_F17, .f17),
            (SDLK_F18, .f18), (SDLK_F19, .f19), (SDLK_F20, .f20), (SDLK_F21, .f21), (SDLK_F22, .f22),
            (SDLK_F23, .f23), (SDLK_F24, .f24),
            (SDLK_INSERT, .insert), (SDLK_HOME, .home), (SDLK_END, .end), (SDLK_PAGEUP, .pageUp),
            (SDLK_PAGEDOWN, .pageDown), (SDLK_LEFT, .left), (SDLK_RIGHT, .right), (SDLK_UP, .up),
            (SDLK_DOWN, .down),
            (SDLK_KP_0, .keypad0), (SDLK_KP_1, .keypad1), (SDLK_KP_2, .keypad2), (SDLK_KP_3, .keypad3),
            (SDLK_KP_4, .keypad4), (SDLK_KP_5, .keypad5), (SDLK_KP_6, .keypad6), (SDLK_KP_7, .keypad7),
            (SDLK_KP_8, .keypad8), (SDLK_KP_9, .keypad9), (SDLK_KP_PERIOD, .keypadPeriod),
            (SDLK_KP_DIVIDE, .keypadDivide), (SDLK_KP_MULTIPLY, .keypadMultiply), (SDLK_KP_MINUS, .keypadMinus),
            (SDLK_KP_PLUS, .keypadPlus), (SDLK_KP_ENTER, .keypadEnter), (SDLK_KP_EQUALS, .keypadEquals),
            (SDLK_CAPSLOCK, .capsLock), (SDLK_NUMLOCKCLEAR, .numLock), (SDLK_SCROLLLOCK, .scrollLock),
            (SDLK_PRINTSCREEN, .printScreen), (SDLK_PAUSE, .pause), (SDLK_APPLICATION, .menu), (SDLK_MENU, .menu),
            (SDLK_LSHIFT, .leftShift), (SDLK_RSHIFT, .rightShift), (SDLK_LCTRL, .leftControl),
            (SDLK_RCTRL, .rightControl), (SDLK_LALT, .leftAlt), (SDLK_RALT, .rightAlt), (SDLK_LGUI, .leftCommand),
            (SDLK_RGUI, .rightCommand), (SDLK_AC_BACK, .back),
        ]
        for (code, key) in named { table[SDL_Keycode(code.rawValue)] = key }
        return table
    }()
}
