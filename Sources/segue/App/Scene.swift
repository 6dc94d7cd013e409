import Motion
import SegueScript
import ViewKit

/// A named starting state of the app, for screenshots, scripts and the bench.
enum Scene: String, CaseIterable {
    case home, sheet, photos, pop, navigation
    /// The Sheet tab, whose mini player scripts about the player start from.
    case player
    case kitchenSink = "kitchen-sink"
    case table10 = "table-10"
    case table10000 = "table-10000"

    /// The tab this scene opens on, or nil for screens outside the tab shell.
    var tab: Tab? {
        switch self {
        case .home: return .today
        case .sheet, .player: return .sheet
        case .photos: return .photos
        case .pop: return .pop
        case .navigation: return .settings
        case .kitchenSink, .table10, .table10000: return nil
        }
    }

    struct Unknown: Error, CustomStringConvertible {
        let name: String
        var description: String {
            "unknown scene '\(name)'; expected one of: \(Scene.allCases.map(\.rawValue).joined(separator: ", "))"
        }
    }

    static func named(_ name: String) throws -> Scene {
        guard let scene = Scene(rawValue: name) else { throw Unknown(name: name) }
        return scene
    }
}
