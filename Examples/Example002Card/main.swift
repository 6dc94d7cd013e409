// Opens the port of seed 002 in a window: a card opens into its detail; Close, Esc, or pulling the
// detail down past 20 pt from its top sends it back into the list.
import Segue

let app = try Application(title: "Example002Card", rootViewController: TodayView())
try app.run()
