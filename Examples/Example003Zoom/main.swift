// Opens the port of seed 003 in a window: a tap on a row zooms its photo into the detail on a
// spring; Button (or Esc) goes back at once, as the seed's dismissal does no animation.
import Segue

let app = try Application(title: "Example003Zoom", rootViewController: FirstViewController())
try app.run()
