// ViewController.swift
// Ports ../shared/seeds/004_9790bfd457e72b4f.txt ("UIViewControllerの遷移アニメーションをカスタムする").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

class ViewController: ViewKit.ViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        // Storyboard: the button the seed's `goSecond` is connected to, in code.
        view.backgroundColor = .white
        let button = Button(frame: CGRect(x: 95, y: 400, width: 200, height: 52))
        button.setTitle("Second")
        button.addTarget(self, action: ViewController.goSecond, for: .touchUpInside)
        view.addSubview(button)
    }

    func goSecond(_ sender: Any) {  // @IBAction: no Interface Builder.
        let vc = SecondViewController()  // Storyboard: instantiated in code.
        vc.modalPresentationStyle = .fullScreen
        present(vc, animated: true, completion: nil)
    }
}
