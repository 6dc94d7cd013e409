// One import for an app: `import Segue` brings every layer of the toolkit, as `import UIKit`
// brings UIKit's. A library that builds on one layer alone depends on that layer's product.
@_exported import Motion
@_exported import SDLBackend
@_exported import Transitions
@_exported import ViewKit
