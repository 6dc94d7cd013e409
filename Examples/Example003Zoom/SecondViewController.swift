// SecondViewController.swift
// Ports ../shared/seeds/003_23131ea642de9042.txt ("Pinterest風や標準写真アプリのようなUIViewControllerのカスタム遷移をステップ・バイ・ステップで実装を説明する").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

class SecondViewController: ViewController {
    weak var imageView: ImageView!  // Storyboard: an outlet (@IBOutlet needs Objective-C here).

    // Storyboard: the scene at its designed size (the 390 × 844 window), autoresizing for its
    // constraints: "2nd" centred on top, the empty aspect-fit image view 200 pt tall across the
    // middle, and the button centred 35 pt above the bottom.
    override func viewDidLoad() {
        super.viewDidLoad()
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let label = Label(frame: CGRect(x: 145, y: 48, width: 100, height: 21))
        label.text = "2nd"
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        view.addSubview(label)
        let destination = ImageView(frame: CGRect(x: 9, y: 322, width: 372, height: 200))
        destination.contentMode = .scaleAspectFit
        destination.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(destination)
        imageView = destination
        let button = Button(frame: CGRect(x: 155, y: 779, width: 80, height: 30))
        button.setTitle("Button")
        button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
        button.addTarget(self, action: SecondViewController.onButton, for: .touchUpInside)
        view.addSubview(button)
    }

    func onButton(sender: AnyObject) {  // @IBAction: no Interface Builder.
        self.dismiss(animated: true, completion: nil)
    }

    func imageViewRect() -> CGRect{
        return imageView.frame
    }
}
