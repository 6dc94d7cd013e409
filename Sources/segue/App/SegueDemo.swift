import Foundation
import Motion
import SDLBackend
import SegueScript
import ViewKit

/// The demo as the tools see it: its scenes (`Scene`), each a fresh root controller over the
/// images and lists `Assets` loaded once.
struct SegueDemo: ScriptableApp {
    static let title = "Segue"
    static var scenes: [String] { Scene.allCases.map(\.rawValue) }
    /// What moves and what starts motion: the cards and the card in flight, the sheet and its
    /// header, the photos grid and a photo's detail, the pop page, the Settings photo pages, and
    /// the mini player's bar and full player (by trace name).
    static let fuzzTargets: Set<String> = [
        "CardView", "CardTransitionCopyView", "SheetView", "SheetHeaderView", "PhotosScreen", "PhotoDetailView",
        "PopPageView", "PhotoRowPage", "SettingsPhotoPage", "mini-player", "player",
    ]

    let assets: Assets

    init(resources: URL, fonts: FontLibrary, session: SDLSession, displayScale: CGFloat) throws {
        assets = try Assets(resources: resources, fonts: fonts, session: session, displayScale: displayScale)
    }

    init(assets: Assets) { self.assets = assets }

    func makeRootViewController(scene: String, date: Date) -> ViewController {
        SegueDemo.makeRoot(scene: Scene(rawValue: scene) ?? .home, assets: assets, date: date)
    }

    static func makeRoot(scene: Scene, assets: Assets, date: Date) -> ViewController {
        guard let tab = scene.tab else {
            let single = ViewController()
            switch scene {
            case .table10: single.view = ListScreen(count: 10)
            case .table10000: single.view = ListScreen(count: 10_000)
            default: single.view = KitchenSinkScreen(photos: assets.photos.map(\.image))
            }
            return single
        }
        let avatar = assets.photos[min(3, assets.photos.count - 1)].image
        let root = RootTabBarController(tabs: [
            TodayViewController(cards: assets.cards, avatar: avatar, date: overline(for: date)),
            SheetDemoViewController(track: demoTrack(assets: assets)),
            PhotosViewController(photos: assets.photos),
            PopDemoViewController(),
            SettingsNavigationController(photos: assets.photos),
        ])
        root.loadViewIfNeeded()
        root.select(tab)
        return root
    }

    /// The mini player's track, with one of the photos for its artwork.
    static func demoTrack(assets: Assets) -> Track {
        Track(
            title: "Critically Damped", artist: "The Hand-Offs",
            artwork: assets.photos[min(1, assets.photos.count - 1)].image)
    }

    /// "SATURDAY, NOVEMBER 21", the App Store's date line, in English whatever the locale.
    static func overline(for date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEEE, MMMM d"
        return formatter.string(from: date).uppercased()
    }
}

extension Application {
    /// The demo in `scene`, drawn with the assets' fonts, with the tools' keys and HUD.
    convenience init(
        assets: Assets, size: CGSize, scale: CGFloat, clock: FrameClock, scene: Scene = .home, date: Date = Date()
    ) {
        self.init(
            size: size, scale: scale, clock: clock, textMeasurer: assets.fonts,
            rootViewController: SegueDemo.makeRoot(scene: scene, assets: assets, date: date))
        DeveloperTools.attach(to: self)
    }

    /// The demo's tab bar controller, in tabbed scenes.
    var root: RootTabBarController? { window.rootViewController as? RootTabBarController }
}

extension Assets.ListError: BadInputError {}
