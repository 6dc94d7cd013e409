// Opens Example005Navigation in a window: a list that pushes a detail with the app's own
// animator, and the back swipe from the left edge (or anywhere on the page) to come back.
import Segue

let app = try Application(title: "Example005Navigation", rootViewController: ColorsNavigationController())
try app.run()
