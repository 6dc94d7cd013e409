import ViewKit

/// AT-SPI's role numbers (`AtspiRole`, at-spi2-core's atspi-constants.h) for ViewKit's roles.
enum ATSPIRole {
    static let application: UInt32 = 75

    static func of(_ role: AccessibilityRole) -> UInt32 {
        switch role {
        case .window: return 23  // frame
        case .dialog: return 16
        case .button: return 43  // push button
        case .link: return 88
        case .heading: return 83
        case .image: return 27
        case .label: return 29
        case .slider: return 51
        case .tabList: return 38  // page tab list
        case .tab: return 37  // page tab
        case .listItem: return 32
        case .group: return 39  // panel
        }
    }

    /// The role's name as AT-SPI spells it (GetRoleName).
    static func name(_ role: AccessibilityRole) -> String {
        switch role {
        case .window: return "frame"
        case .button: return "push button"
        case .tabList: return "page tab list"
        case .tab: return "page tab"
        case .group: return "panel"
        default: return role.rawValue
        }
    }
}

/// AT-SPI's state bits (`AtspiStateType`).
enum ATSPIState {
    static let active = 1, enabled = 8, focusable = 11, focused = 12, modal = 16, selectable = 22, selected = 23
    static let sensitive = 24, showing = 25, visible = 30

    static func of(_ node: AccessibilityNode) -> [Int] {
        var bits: [Int] = []
        if node.role == .window { bits.append(active) }
        if node.states.contains(.enabled) { bits += [enabled, sensitive] }
        if node.states.contains(.showing) { bits += [showing, visible] }
        if node.states.contains(.focusable) { bits.append(focusable) }
        if node.states.contains(.focused) { bits.append(focused) }
        if node.states.contains(.modal) { bits.append(modal) }
        if node.role == .tab || node.role == .listItem { bits.append(selectable) }
        if node.states.contains(.selected) { bits.append(selected) }
        return bits
    }

    /// The bits as GetState's two words.
    static func words(_ bits: [Int]) -> [UInt32] {
        var low: UInt32 = 0, high: UInt32 = 0
        for bit in bits { if bit < 32 { low |= 1 << UInt32(bit) } else { high |= 1 << UInt32(bit - 32) } }
        return [low, high]
    }
}
