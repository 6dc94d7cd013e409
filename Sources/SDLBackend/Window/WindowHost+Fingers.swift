import CSDL2
import Foundation
import ViewKit

/// SDL finger events → ViewKit fingers.
///
/// SDL gives a finger's position normalised to the window, 0…1 on each axis; it becomes window
/// points through the window's size in points, so it lands where a click would at any scale.
/// Each (touch device, finger) pair is given the lowest finger number not in use while it is
/// down: small, stable from down to up, and the same in a recording as on the screen.
///
/// SDL also makes mouse events from the first finger of a touch screen (their `which` is
/// `SDL_TOUCH_MOUSEID`), and can make touch events from the mouse (`SDL_MOUSE_TOUCHID`): both
/// are dropped, so a tap never arrives twice, once as a finger and once as a click.
extension WindowHost {
    /// SDL's `SDL_TOUCH_MOUSEID`, `(Uint32)-1`: the `which` of a mouse event made from a finger.
    public static let touchMouseID = UInt32.max
    /// SDL's `SDL_MOUSE_TOUCHID`, `(Sint64)-1`: the touch device of a finger made from the mouse.
    public static let mouseTouchID: Int64 = -1

    /// The ViewKit event for an SDL finger event, or nil for one SDL made from the mouse.
    func fingerEvent(_ f: SDL_TouchFingerEvent) -> InputEvent? {
        guard f.touchId != WindowHost.mouseTouchID else { return nil }
        let key = FingerKey(device: f.touchId, finger: f.fingerId)
        let p = CGPoint(x: CGFloat(f.x) * size.width, y: CGFloat(f.y) * size.height)
        switch SDL_EventType(f.type) {
        case SDL_FINGERDOWN:
            let id = fingerNumbers[key] ?? WindowHost.lowestFreeNumber(in: fingerNumbers)
            fingerNumbers[key] = id
            return .fingerDown(id: id, at: p)
        case SDL_FINGERMOTION:
            // A finger that went down before the window had it (or whose down was lost) is not one.
            guard let id = fingerNumbers[key] else { return nil }
            return .fingerMove(id: id, at: p)
        case SDL_FINGERUP:
            guard let id = fingerNumbers.removeValue(forKey: key) else { return nil }
            return .fingerUp(id: id, at: p)
        default:
            return nil
        }
    }

    /// The smallest number from 1 that no finger down uses.
    static func lowestFreeNumber(in numbers: [FingerKey: Int]) -> Int {
        let used = Set(numbers.values)
        var id = 1
        while used.contains(id) { id += 1 }
        return id
    }

    /// Forgets every finger down: the window lost the input, and their touches are cancelled.
    func forgetFingers() { fingerNumbers = [:] }
}

/// One finger on one touch device, as SDL names it.
struct FingerKey: Hashable {
    var device: Int64
    var finger: Int64
}
