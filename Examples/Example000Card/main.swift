// Opens the port of seed 000 in a window: a card opens into its detail; Close, Esc, or pulling the
// detail down past 30 pt from its top sends it back into the list.
import Segue

let app = try Application(title: "Example000Card", rootViewController: ListViewController())
try app.run()
