import ViewKit

/// Segue's reusable transitions (the Today card, the sheet, the photo zoom and the pop) live
/// here, written against ViewKit as an app developer writes them against UIKit. Nothing in
/// this module may import SDLBackend: a transition only sees views, animators and contexts.
public enum Transitions {}
