// Opens the port of seed 004 in a window: Second pops the page in, Close shrinks it away.
import Segue

let app = try Application(title: "Example004Pop", rootViewController: ViewController())
try app.run()
