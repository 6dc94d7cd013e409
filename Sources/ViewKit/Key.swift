/// A key on the keyboard, as the window system reports it: the full keyboard SDL knows, named
/// by what a US layout prints on it (SDL, like UIKit's `UIKeyboardHIDUsage`, reports a key
/// that types "1" as `digit1` whatever Shift does to it). Its raw value is the key's name in
/// input scripts (`key escape`, `key ctrl+1`). Keys a window system reports outside this set
/// (media keys, a layout's letters beyond a–z) are not delivered.
public enum Key: String, Hashable, CaseIterable, Sendable {
    // Letters.
    case a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z
    // The digit row.
    case digit0 = "0"
    case digit1 = "1"
    case digit2 = "2"
    case digit3 = "3"
    case digit4 = "4"
    case digit5 = "5"
    case digit6 = "6"
    case digit7 = "7"
    case digit8 = "8"
    case digit9 = "9"
    // Function keys.
    case f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12
    case f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24
    // Editing: Return is `enter`; `delete` deletes forward, `backspace` back.
    case escape, space, enter, tab, backspace, delete, insert
    // Moving around.
    case left, right, up, down, home, end
    case pageUp = "pageup"
    case pageDown = "pagedown"
    // Punctuation on a US layout's own keys.
    case minus, equals, comma, period, slash, backslash, semicolon, quote, backquote
    case leftBracket = "leftbracket"
    case rightBracket = "rightbracket"
    // Symbols other layouts put on keys of their own (an AZERTY layout's "!" key, say).
    case exclaim
    case doubleQuote = "doublequote"
    case hash, dollar, percent, ampersand, asterisk, plus
    case colon, less, greater, question, at, caret, underscore
    case leftParen = "leftparen"
    case rightParen = "rightparen"
    // The numeric keypad.
    case keypad0, keypad1, keypad2, keypad3, keypad4, keypad5, keypad6, keypad7, keypad8, keypad9
    case keypadPeriod = "keypadperiod"
    case keypadDivide = "keypaddivide"
    case keypadMultiply = "keypadmultiply"
    case keypadMinus = "keypadminus"
    case keypadPlus = "keypadplus"
    case keypadEnter = "keypadenter"
    case keypadEquals = "keypadequals"
    // Locks and the rest of the top row.
    case capsLock = "capslock"
    case numLock = "numlock"
    case scrollLock = "scrolllock"
    case printScreen = "printscreen"
    case pause, menu
    // The modifier keys themselves; a press of one carries the other modifiers held.
    case leftShift = "leftshift"
    case rightShift = "rightshift"
    case leftControl = "leftctrl"
    case rightControl = "rightctrl"
    case leftAlt = "leftalt"
    case rightAlt = "rightalt"
    case leftCommand = "leftcmd"
    case rightCommand = "rightcmd"
    // Back: the mouse's back button (SDL's X1) and a keyboard's Back key, which pop a
    // navigation stack as libadwaita's do.
    case back

    /// The modifier this key sets while held, for the modifier keys; empty for the rest.
    public var modifier: KeyModifiers {
        switch self {
        case .leftShift, .rightShift: return .shift
        case .leftControl, .rightControl: return .control
        case .leftAlt, .rightAlt: return .alternate
        case .leftCommand, .rightCommand: return .command
        default: return []
        }
    }
}
