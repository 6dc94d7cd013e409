// A table that pushes a detail, written as a UIKit navigation app is: the controller is the
// table's data source and delegate, and a row's selection pushes onto its navigation controller.
import Segue

final class ListViewController: ViewKit.ViewController, TableViewDataSource, TableViewDelegate {
    static let colors: [(name: String, hex: UInt32)] = [
        ("Red", 0xFF3B30), ("Orange", 0xFF9500), ("Green", 0x34C759), ("Teal", 0x30B0C7),
        ("Blue", 0x007AFF), ("Indigo", 0x5856D6), ("Purple", 0xAF52DE), ("Pink", 0xFF2D55),
    ]
    private let tableView = TableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Colors"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
        tableView.frame = view.bounds
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        ListViewController.colors.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = ListViewController.colors[indexPath.row].name
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let color = ListViewController.colors[indexPath.row]
        navigationController?.pushViewController(
            DetailViewController(name: color.name, color: Color(hex: color.hex)), animated: true)
    }
}

/// A colour's page: a swatch with its name under it.
final class DetailViewController: ViewKit.ViewController {
    let name: String
    let color: Color
    private let swatch = View()
    private let label = Label()

    init(name: String, color: Color) {
        (self.name, self.color) = (name, color)
        super.init()
        navigationItem.title = name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        swatch.backgroundColor = color
        swatch.cornerRadius = 24
        label.text = name
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.textAlignment = .center
        view.addSubview(swatch)
        view.addSubview(label)
    }

    override func viewDidLayoutSubviews() {
        let side = view.bounds.width - 80
        swatch.frame = CGRect(x: 40, y: 60, width: side, height: side)
        label.frame = CGRect(x: 20, y: swatch.frame.maxY + 24, width: view.bounds.width - 40, height: 34)
    }
}
