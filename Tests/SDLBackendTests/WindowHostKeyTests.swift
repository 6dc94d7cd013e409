import CSDL2
import Foundation
import SDLBackend
import ViewKit
import XCTest

/// SDL key events → key presses (issue 29, item 5): synthetic key-downs pushed into SDL's queue
/// on the offscreen driver, with the keysyms and modifier bits SDL would report.
final class WindowHostKeyTests: XCTestCase {
    private func keyDown(_ sym: Int32, mod: UInt32 = 0, repeating: Bool = false) {
        var e = SDL_Event()
        e.type = SDL_KEYDOWN.rawValue
        e.key.keysym.sym = sym
        e.key.keysym.mod = UInt16(mod)
        e.key.repeat = repeating ? 1 : 0
        e.common.timestamp = SDL_GetTicks()
        XCTAssertEqual(SDL_PushEvent(&e), 1, String(cString: SDL_GetError()))
    }

    private func code(_ key: SDL_KeyCode) -> Int32 { Int32(key.rawValue) }
    private func code(_ character: Character) -> Int32 { Int32(character.unicodeScalars.first!.value) }

    func testKeysAndModifiersTranslate() throws {
        let window = try WindowHost(
            size: CGSize(width: 120, height: 200), renderer: .software, videoDriver: "offscreen")
        _ = window.pollEvents()
        keyDown(code("h"))
        keyDown(code("1"), mod: KMOD_LCTRL.rawValue)
        keyDown(code("\t"), mod: KMOD_RSHIFT.rawValue)
        keyDown(code(SDLK_LEFT), mod: KMOD_LALT.rawValue)
        keyDown(code(SDLK_F13), mod: KMOD_LGUI.rawValue | KMOD_CAPS.rawValue | KMOD_NUM.rawValue)
        keyDown(code(SDLK_PAGEDOWN))
        keyDown(code("\u{08}"))
        keyDown(code("\u{7F}"), mod: KMOD_SHIFT.rawValue | KMOD_CTRL.rawValue)
        keyDown(code("["))
        keyDown(code("!"))
        keyDown(code(SDLK_KP_ENTER))
        keyDown(code(SDLK_LSHIFT), mod: KMOD_LSHIFT.rawValue | KMOD_LCTRL.rawValue)
        keyDown(code("a"), repeating: true)  // auto-repeat: not a press
        keyDown(code(SDLK_VOLUMEUP))  // a media key: not a key `Key` names
        keyDown(0xE9)  // é on a French layout: not named either
        keyDown(code(SDLK_ESCAPE), mod: KMOD_MODE.rawValue)
        let presses = window.pollEvents().map { event -> String in
            guard case let .key(key, modifiers) = event.event else { return "not a key: \(event.event)" }
            return KeyPress(key, modifiers: modifiers).description
        }
        XCTAssertEqual(
            presses,
            [
                "h", "ctrl+1", "shift+tab", "alt+left", "cmd+f13", "pagedown", "backspace", "ctrl+shift+delete",
                "leftbracket", "exclaim", "keypadenter", "ctrl+leftshift", "escape",
            ])
    }

    /// The mouse's back button (SDL's X1) is the Back key, a press with no pointer event, so
    /// it pops a navigation stack as libadwaita's does; its release is nothing. A keyboard's
    /// Back key (SDL's AC Back) is the same key.
    func testTheMouseBackButtonIsTheBackKey() throws {
        let window = try WindowHost(
            size: CGSize(width: 120, height: 200), renderer: .software, videoDriver: "offscreen")
        _ = window.pollEvents()
        for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
            var e = SDL_Event()
            e.type = type.rawValue
            e.button.button = UInt8(SDL_BUTTON_X1)
            (e.button.x, e.button.y) = (30, 40)
            e.common.timestamp = SDL_GetTicks()
            XCTAssertEqual(SDL_PushEvent(&e), 1, String(cString: SDL_GetError()))
        }
        keyDown(code(SDLK_AC_BACK))
        XCTAssertEqual(window.pollEvents().map(\.event), [.key(.back), .key(.back)])
    }

    /// Every key `Key` names has an SDL code that reports it, and no two share one.
    func testEveryKeyHasOneSDLCode() {
        var found: [Key: Int] = [:]
        for sym in Array(0..<0x80) + Array(0x4000_0039..<0x4000_0120) {
            var keysym = SDL_Keysym()
            keysym.sym = Int32(sym)
            if let press = WindowHost.keyPress(for: keysym) { found[press.key, default: 0] += 1 }
        }
        XCTAssertEqual(Set(Key.allCases).subtracting(found.keys), [])
        XCTAssertEqual(found.filter { $0.value > 1 }, [.menu: 2], "SDL's Application and Menu keys are both Menu")
    }
}
