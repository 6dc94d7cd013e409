// Opens the port of seed 001 in a window: Semi Modal raises the sheet; pull its header, or its
// table once scrolled to the top, down past 30 % of the screen (or flick it) to close it.
import Segue

let app = try Application(title: "Example001SemiModal", rootViewController: ViewController())
try app.run()
