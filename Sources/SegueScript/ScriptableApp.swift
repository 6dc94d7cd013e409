import Foundation
import SDLBackend
import ViewKit

/// An app the tools can drive: its named scenes, and a fresh root controller for each. The
/// scripts' `scene` lines, `--scene`, the fuzzer and the leak baselines name these scenes.
///
///     struct CurtainApp: ScriptableApp {
///         static let title = "CurtainApp"
///         static let scenes = ["home"]
///         init(resources: URL, fonts: FontLibrary, session: SDLSession, displayScale: CGFloat) {}
///         func makeRootViewController(scene: String, date: Date) -> ViewController { HomeController() }
///     }
public protocol ScriptableApp {
    /// The window's title; also the command's name in messages unless `commandName` says otherwise.
    static var title: String { get }
    /// The executable's name, as usage lines and hints name it.
    static var commandName: String { get }
    /// The app's version, printed by `--version`.
    static var version: String { get }
    /// Every scene, in the order help lists them. The first is the default.
    static var scenes: [String] { get }
    /// Loads what the scenes share (images, lists) once per session. `displayScale` is the
    /// surface's pixels per point, for images decoded at the size they are drawn.
    init(resources: URL, fonts: FontLibrary, session: SDLSession, displayScale: CGFloat) throws
    /// A fresh root controller for `scene`, one of `scenes`. `date` is the day the app shows,
    /// fixed in scripted runs so that shots never change with the calendar.
    func makeRootViewController(scene: String, date: Date) -> ViewController
    /// What `fuzz` aims at besides controls, table and collection cells and image views: a view
    /// is a target when its `traceName` or its type's name (`"\(type(of: view))"`, exactly) is
    /// in this set. Name what moves and what starts motion (a card, a sheet, a page). Empty by
    /// default. The leak check needs nothing from here: an app that keeps views or controllers
    /// out of its window on purpose declares them with `DeclaresCaches` on the controller or
    /// view that keeps them.
    static var fuzzTargets: Set<String> { get }
}

extension ScriptableApp {
    public static var fuzzTargets: Set<String> { [] }
    public static var commandName: String { title.lowercased() }
    public static var version: String { SegueVersion.current }
    /// The scene a script or `--scene` starts in when it names none.
    public static var defaultScene: String { scenes.first ?? "main" }
}

/// A root controller with tabs that the tools can name and visit: a recording's `final tab=`
/// line names the selected one, and the leak baseline shows each before counting views.
public protocol NamedTabs: TabBarController {
    /// The selected tab's name, as `final tab=` writes it.
    var selectedTabName: String { get }
    /// Shows the tab at `index`, as a click on it would.
    func selectTab(at index: Int)
}

/// The names a script's `scene` line may give, and what it starts in when it gives none.
public struct SceneNames: Equatable, Sendable {
    public let names: [String]

    public init(_ names: [String]) { self.names = names }

    /// One scene, "main": an app that is a single root controller.
    public static let single = SceneNames(["main"])

    /// The scene a script starts in when it names none.
    public var first: String { names.first ?? "main" }

    public func contains(_ name: Substring) -> Bool { names.contains(String(name)) }

    /// The scene called `name`.
    /// - Throws: `Unknown`, listing the names there are.
    public func named(_ name: String) throws -> String {
        guard names.contains(name) else { throw Unknown(name: name, names: self) }
        return name
    }

    /// A scene name the app does not have.
    public struct Unknown: Error, CustomStringConvertible {
        public let name: String
        public let names: SceneNames
        public var description: String { "unknown scene '\(name)'; expected one of: \(names.list)" }
    }

    /// "home, sheet, photos", for messages.
    public var list: String { names.isEmpty ? "(none)" : names.joined(separator: ", ") }
}

extension ScriptableApp {
    public static var sceneNames: SceneNames { SceneNames(scenes) }
}

/// An error that is the fault of an input file (a script, a resource list, the file to record
/// into) rather than a failure while running: the tools exit 2 for it, as for bad arguments.
public protocol BadInputError: Error {}

extension InputScript.ParseError: BadInputError {}
