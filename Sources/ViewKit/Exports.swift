// UIKit re-exports Foundation, so ported code finds CGRect, CGFloat and friends with one import.
@_exported import Foundation
