// FirstViewController.swift
// Ports ../shared/seeds/003_23131ea642de9042.txt ("Pinterest風や標準写真アプリのようなUIViewControllerのカスタム遷移をステップ・バイ・ステップで実装を説明する").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

class FirstViewController: ViewController {
    weak var tableView: TableView!  // Storyboard: an outlet (@IBOutlet needs Objective-C here).
    var myTransition = MyTransitionDelegate()

    let imageQuantity:Int = 9
    var imageView:ImageView!

    // Storyboard: the scene at its designed size (the 390 × 844 window), autoresizing for its
    // constraints: a grey view, "First" on top, and the table 20 pt in from the sides.
    override func viewDidLoad() {
        super.viewDidLoad()
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.backgroundColor = .lightGray
        let label = Label(frame: CGRect(x: 20, y: 46, width: 350, height: 21))
        label.text = "First"
        label.textAlignment = .center
        label.backgroundColor = .white
        label.autoresizingMask = .flexibleWidth
        view.addSubview(label)
        let table = TableView(frame: CGRect(x: 20, y: 85, width: 350, height: 581), style: .plain)
        table.rowHeight = 44
        table.autoresizingMask = .flexibleSize
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
        tableView = table
    }

    func onButton(sender: AnyObject) {  // @IBAction: no Interface Builder.
    }

    func presentSecondView(){
        let vc = SecondViewController()  // Storyboard: made in code, not from "Main".
        vc.transitioningDelegate = myTransition
        present(vc, animated: true, completion: nil)
    }

    func copyImageView() -> ImageView {
        let image = ImageView(image: imageView.image)
        image.frame = imageView.convert(imageView.bounds, to: self.view)
        image.contentMode = imageView.contentMode
        return image
    }
}

extension FirstViewController : TableViewDataSource{
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        return imageQuantity
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        var cell = tableView.dequeueReusableCell(withIdentifier: "cell")
        if cell == nil {
            cell = TableViewCell(style: .default, reuseIdentifier: "cell")
        }
        cell!.imageView!.contentMode = .scaleAspectFill
        cell!.imageView!.image = Image(named:"hoge\(indexPath.row)")
        cell!.textLabel?.text = "hogehoge"
        return cell!
    }
}
extension FirstViewController : TableViewDelegate{
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let cell = tableView.cellForRow(at: indexPath)
        imageView = cell?.imageView
        presentSecondView()
    }
}
