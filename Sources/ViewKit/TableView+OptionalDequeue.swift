import Foundation

extension TableView {
    /// UITableView's `dequeueReusableCell(withIdentifier:)`, the form without an index path: a
    /// cell that scrolled off with this reuse identifier (after its `prepareForReuse`), a new
    /// one when a class is registered for it, or nil, and the data source makes one with
    /// `TableViewCell(style:reuseIdentifier:)`. The cell is sized to its row when the table
    /// shows it, not here.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        reuse.dequeueIfAvailable(identifier)
    }
}
