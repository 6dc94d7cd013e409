// What SegueScript's API hands out is built from these layers: a session's `Application`, its
// `ManualClock`, `MotionTrace.Row` and `OnScreenMotion` from its trace, `ResourceLocator`,
// `FontLibrary` and `SDLSession` for a `ScriptableApp`. Re-exported, so `import SegueScript`
// alone lets a test name every type it is given, as `import Segue` re-exports the toolkit.
@_exported import Motion
@_exported import SDLBackend
@_exported import ViewKit
