import Foundation

/// The accessibility properties an app set on a view; nil (or `.none` for the label, which may
/// be set to nil on purpose) means "not set": the view's default applies.
struct AccessibilitySettings {
    var isElement: Bool?
    var label: String??
    var traits: AccessibilityTraits?
    var frame: CGRect?
}

/// The defaults UIKit's accessibility properties take from what a view already knows (see
/// the properties in View.swift). They are decided here, by kind of view, in one place, so the
/// rules can be read together: an app overrides the public properties, not these.
extension View {
    /// Controls, cells with something to read or do, labels with text and views that take
    /// keyboard focus are elements; so
    /// is an image someone gave a label. An image without one is left out (the audit says so).
    var defaultIsAccessibilityElement: Bool {
        switch self {
        case is Window: return false
        case let label as Label: return !(label.text ?? "").isEmpty
        case is ImageView: return isFocusable || (accessibilitySettings.label != nil && accessibilityLabel != nil)
        case is Control: return true
        // A row or an item with nothing to read and nothing to do is a spacer, not an element.
        case is TableViewCell, is CollectionViewCell: return canBecomeFocused || !descendantLabelTexts().isEmpty
        default: return isFocusable
        }
    }

    /// A button's title, a back button's title ("Back" without one), a label's text; else the
    /// text of the labels inside, in order, joined as a screen reader reads a cell.
    var defaultAccessibilityLabel: String? {
        switch self {
        case is Window: return nil  // the host names it: the window's title
        case let button as Button: return nonEmpty(button.titleLabel.text) ?? button.accessibilityIdentifier
        case let back as NavigationBackButton: return nonEmpty(back.titleLabel.text) ?? "Back"
        case let label as Label: return nonEmpty(label.text)
        case is ImageView: return nil
        default:
            let texts = descendantLabelTexts()
            return texts.isEmpty ? nil : texts.joined(separator: ", ")
        }
    }

    /// Buttons for what activates, static text for labels, images, and the selected and
    /// not-enabled states a cell or a control is in.
    var defaultAccessibilityTraits: AccessibilityTraits {
        switch self {
        case let control as Control: return control.isEnabled ? .button : [.button, .notEnabled]
        case is Label: return .staticText
        case is ImageView: return isFocusable ? [.image, .button] : .image
        case let cell as TableViewCell: return cell.isSelected ? .selected : []
        case let cell as CollectionViewCell: return cell.isSelected ? .selected : []
        default: return isFocusable ? .button : []
        }
    }

    /// Window points: where the focus ring is drawn round this view, so that what an AT
    /// outlines and the ring a keyboard user sees are one rectangle.
    var defaultAccessibilityFrame: CGRect {
        let target = focusRingView
        var rect = target.presentation.bounds
        var current: View? = target
        while let view = current, view !== window, let parent = view.superview {
            rect = rect.applying(view.presentation.transformToSuperview)
            current = parent
        }
        return rect
    }

    /// The text of every label inside this view, shown and in subview order, depth first.
    func descendantLabelTexts() -> [String] {
        var texts: [String] = []
        for sub in subviews where !sub.isHidden && sub.alpha >= 0.01 && !sub.accessibilityElementsHidden {
            if let label = sub as? Label {
                if let text = nonEmpty(label.accessibilityLabel) { texts.append(text) }
            } else {
                texts += sub.descendantLabelTexts()
            }
        }
        return texts
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return text
    }
}

extension View {
    /// Whether this element can be activated: it takes keyboard focus, or it says it is a
    /// button, a link or an adjustable value. What the audit checks for a label and a size.
    public var isAccessibilityActivatable: Bool {
        canBecomeFocused || !accessibilityTraits.isDisjoint(with: [.button, .link, .adjustable])
    }
}
