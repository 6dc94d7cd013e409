// SemiModalViewController.storyboard, in code.
// Ports ../shared/seeds/001_8a2409861833fe6e.txt ("UITableViewを含むセミモーダルビューを引っ張って閉じる").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

/// The storyboard's scene at an iPhone 15's 390 × 844 points: a clear root view holding a clear
/// 200 pt area under the safe area's top (47 pt) that a tap closes, a white 68 pt header with a
/// grey 60 × 8 pt dragger and "Header" in 28 pt, and the table filling the rest to the bottom.
final class SemiModalScene: View {
    let backgroundView = View()
    let headerView = View()
    let tableView = TableView()

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        backgroundColor = nil
        // Auto Layout: the storyboard's constraints as frames and autoresizing masks.
        backgroundView.frame = CGRect(x: 0, y: 47, width: 390, height: 200)
        backgroundView.autoresizingMask = .flexibleWidth
        headerView.frame = CGRect(x: 0, y: 247, width: 390, height: 68)
        headerView.autoresizingMask = .flexibleWidth
        headerView.backgroundColor = .white
        tableView.frame = CGRect(x: 0, y: 315, width: 390, height: 529)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let dragger = View(frame: CGRect(x: 165, y: 8, width: 60, height: 8))
        dragger.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        dragger.backgroundColor = Color(white: 0.667)
        dragger.cornerRadius = 4
        let label = Label(frame: CGRect(x: 0, y: 26, width: 390, height: 34))
        label.autoresizingMask = .flexibleWidth
        label.text = "Header"
        label.font = .systemFont(ofSize: 28)
        label.textAlignment = .center
        headerView.addSubview(dragger)
        headerView.addSubview(label)
        addSubview(backgroundView)
        addSubview(headerView)
        addSubview(tableView)
    }
}
