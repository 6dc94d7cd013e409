// ViewController.swift
// Ports ../shared/seeds/001_8a2409861833fe6e.txt ("UITableViewを含むセミモーダルビューを引っ張って閉じる").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

class ViewController: ViewKit.ViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        // Storyboard: Main.storyboard's "Semi Modal" button, connected to buttonDidTap, in code.
        view.backgroundColor = .white
        let button = Button(frame: CGRect(x: 32, y: 395, width: 326, height: 53))
        button.titleLabel.font = .systemFont(ofSize: 34)
        button.tintColor = Color(red: 0.298, green: 0.459, blue: 1)
        button.setTitle("Semi Modal")
        button.addTarget(self, action: ViewController.buttonDidTap, for: .touchUpInside)
        view.addSubview(button)
    }

    func buttonDidTap(_ sender: Any) {  // @IBAction: no Interface Builder.
        let vc = SemiModalViewController.make()
        present(vc, animated: true, completion: nil)
    }
}
