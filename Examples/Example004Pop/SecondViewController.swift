// SecondViewController.swift
// Ports ../shared/seeds/004_9790bfd457e72b4f.txt ("UIViewControllerの遷移アニメーションをカスタムする").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

class SecondViewController: ViewKit.ViewController {

    override func viewDidLoad() {
        super.viewDidLoad()

        transitioningDelegate = self
        // Storyboard: the page's colour and its Close button, in code.
        view.backgroundColor = .systemBlue
        let button = Button(frame: CGRect(x: 95, y: 700, width: 200, height: 52))
        button.setTitle("Close")
        button.tintColor = .white
        button.addTarget(self, action: SecondViewController.close, for: .touchUpInside)
        view.addSubview(button)
    }
    
    func close(_ sender: Any) {  // @IBAction: no Interface Builder.
        dismiss(animated: true, completion: nil)
    }
}

extension SecondViewController: ViewControllerTransitioningDelegate {
    
    func animationController(forPresented presented: ViewKit.ViewController, presenting: ViewKit.ViewController, source: ViewKit.ViewController) -> AnimatedTransitioning? {
        return AnimationTransitioning(animationType: .present)
    }
    
    func animationController(forDismissed dismissed: ViewKit.ViewController) -> AnimatedTransitioning? {
        return AnimationTransitioning(animationType: .dismiss)
    }
}
