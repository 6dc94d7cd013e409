// SemiModalViewController.swift
// Ports ../shared/seeds/001_8a2409861833fe6e.txt ("UITableViewを含むセミモーダルビューを引っ張って閉じる").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file

import Segue

final class SemiModalViewController: ViewKit.ViewController, OverCurrentTransitionable {
    var percentThreshold: CGFloat = 0.3
    var interactor = OverCurrentTransitioningInteractor()

    private var tableViewContentOffsetY: CGFloat = 0.0

    // Storyboard: plain outlets (@IBOutlet needs Objective-C), connected in loadView.
    private weak var headerView: View!
    private weak var tableView: TableView!
    private weak var backgroundView: View!

    override init() {  // init(nibName:bundle:): no nibs; ViewKit's controllers have init() only
        super.init()
        transitioningDelegate = self
        modalPresentationStyle = .custom
    }

    // Storyboard: no init?(coder:), as nothing is decoded; loadView builds the scene instead.
    override func loadView() {
        let scene = SemiModalScene()
        view = scene
        headerView = scene.headerView
        tableView = scene.tableView
        backgroundView = scene.backgroundView
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        interactor.startHandler = { [weak self] in
            self?.tableView.bounces = false
        }
        interactor.resetHandler = { [weak self] in
            self?.tableView.bounces = true
        }

        setupViews()
    }

    private func setupViews() {
        headerView.layer.cornerRadius = 8.0
        headerView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let headerGesture = PanGestureRecognizer(target: self, action: SemiModalViewController.headerDidScroll)  // #selector needs Objective-C: the method is the action
        headerView.addGestureRecognizer(headerGesture)

        let gesture = TapGestureRecognizer(target: self, action: SemiModalViewController.backgroundDidTap)  // #selector: as above
        backgroundView.addGestureRecognizer(gesture)

        let tableViewGesture = PanGestureRecognizer(target: self, action: SemiModalViewController.tableViewDidScroll)  // #selector: as above
        tableViewGesture.delegate = self
        tableView.addGestureRecognizer(tableViewGesture)
        tableView.delegate = self
        tableView.dataSource = self
    }

    static func make() -> SemiModalViewController {
        // Storyboard: no SemiModalViewController.storyboard to instantiate; loadView makes its scene.
        let vc = SemiModalViewController()
        return vc
    }

    private func backgroundDidTap() {  // @objc: needs Objective-C, and no #selector calls it
        dismiss(animated: true, completion: nil)
    }

    private func headerDidScroll(_ sender: PanGestureRecognizer) {  // @objc: as above
        /// ヘッダービューをスワイプした場合の処理
        /// コールされたと同時にインタラクション開始する。
        interactor.updateStateShouldStartIfNeeded()
        handleTransitionGesture(sender)
    }

    private func tableViewDidScroll(_ sender: PanGestureRecognizer) {  // @objc: as above
        /// テーブルビューをスワイプした場合の処理
        /// テーブルビューのスクロールがトップ位置にまでスクロールされた場合にインタラクションを開始
        if tableViewContentOffsetY <= 0 {
            interactor.updateStateShouldStartIfNeeded()
        }
        /// インタラクション開始位置と、テーブルビュースクロール開始位置が異なるため、インタラクション開始時のY位置を取得している
        interactor.setStartInteractionTranslationY(sender.translation(in: view).y)
        handleTransitionGesture(sender)
    }
}

extension SemiModalViewController: TableViewDelegate, TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        return 30
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: "Cell")
        cell.textLabel?.text = String(indexPath.row)
        return cell
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        tableViewContentOffsetY = scrollView.contentOffset.y
    }
}

extension SemiModalViewController: GestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool {
        return true
    }
}

/// 以下デリゲートメソッドで、セミモーダルの閉じる処理に関する設定している
extension SemiModalViewController: ViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: ViewKit.ViewController, presenting: ViewKit.ViewController?, source: ViewKit.ViewController) -> PresentationController? {
        /// セミモーダル遷移時の背景透過アニメーションを行うPresentationControllerを返却
        return ModalPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forDismissed dismissed: ViewKit.ViewController) -> AnimatedTransitioning? {
        /// dismiss時のアニメーションを定義したクラスを返却
        return DismissAnimator()
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        /// インタラクション開始している場合にはinteractorを返却する
        /// 開始していない場合はnilを返却することでインタラクション無しのdissmissとなる
        switch interactor.state {
        case .hasStarted, .shouldFinish:
            return interactor
        case .none, .shouldStart:
            return nil
        }
    }
}
