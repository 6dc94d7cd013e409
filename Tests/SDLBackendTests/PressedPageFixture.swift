import Foundation
import ViewKit

/// The page a press lands on and the sheet its release presents, for the tests of a
/// presentation's carried prefix (`CarriedPrefixTests`, `PrefixCopiedAheadTests`): 200×300
/// points, 12 rows over a grey background.
enum PressedPageFixture {
    static let width: CGFloat = 200, height: CGFloat = 300
    static let rows = 12

    /// The page, row `highlighted` darker (a press).
    static func page(highlighted: Int? = nil, tint: Color = Color(red: 0.9, green: 0.92, blue: 1)) -> [DisplayOp] {
        var ops: [DisplayOp] = [
            .fill(
                rect: CGRect(x: 0, y: 0, width: width, height: height), cornerRadius: 0, color: .gray,
                state: DrawState())
        ]
        for row in 0..<rows {
            let color = row == highlighted ? Color(red: 0.5, green: 0.5, blue: 0.6) : tint
            ops.append(
                .fill(
                    rect: CGRect(x: 8, y: 4 + CGFloat(row) * 24, width: width - 16, height: 20), cornerRadius: 6,
                    color: color, state: DrawState()))
        }
        return ops
    }

    /// A dimming over the whole window and a sheet whose top is at `top` points.
    static func sheet(top: CGFloat) -> [DisplayOp] {
        [
            .fill(
                rect: CGRect(x: 0, y: 0, width: width, height: height), cornerRadius: 0,
                color: Color(red: 0, green: 0, blue: 0, alpha: 0.4), state: DrawState()),
            .fill(
                rect: CGRect(x: 0, y: top, width: width, height: height - top + 20), cornerRadius: 12, color: .white,
                state: DrawState()),
        ]
    }
}
