import ViewKit

extension FinalState {
    /// The script line's words after `final`: `tab=… presented=… scroll=…`, then `stacks=…`,
    /// and `focus=…` when a view is focused (a line without it does not check focus; a script
    /// may write `focus=none` to check that nothing is).
    public var lineText: String {
        let scroll = scrollOffsets.map { "\($0.kind):\(FinalState.text($0.offset.x)):\(FinalState.text($0.offset.y))" }
        return "tab=\(tab ?? "-") presented=\(presented.isEmpty ? "none" : presented.joined(separator: ","))"
            + " scroll=\(scroll.isEmpty ? "none" : scroll.joined(separator: ","))"
            + (stackDepths.map { $0.isEmpty ? "" : " stacks=" + $0.map(String.init).joined(separator: ",") } ?? "")
            + (focus.map { $0 == "none" ? "" : " focus=\($0)" } ?? "")
    }

    /// Parses the words after `final`, as `lineText` writes them.
    /// - Throws: the parser's error naming the word that does not fit.
    public init(words: [Substring], parser: LineParser) throws {
        try self.init(words: words, parser: parser, after: "final")
    }

    /// Parses the words after `command` (`final`, or `state` for a state the window was in
    /// when it went idle), as `lineText` writes them.
    /// - Throws: the parser's error naming the command and the word that does not fit.
    public init(words: [Substring], parser: LineParser, after command: String) throws {
        var fields: [Substring: Substring] = [:]
        for word in words {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw parser.error(
                    "expected tab=, presented=, scroll=, stacks= or focus= after \(command), found \(InputScript.quoted(word))"
                )
            }
            let key = word[..<equals]
            guard ["tab", "presented", "scroll", "stacks", "focus"].contains(key) else {
                throw parser.error(
                    "unknown \(command) field \(InputScript.quoted(key)); expected tab, presented, scroll, stacks or focus"
                )
            }
            guard fields[key] == nil else { throw parser.error("\(command) gives \(key)= twice") }
            fields[key] = word[word.index(after: equals)...]
        }
        for key: Substring in ["tab", "presented", "scroll"] where fields[key] == nil {
            throw parser.error("\(command) needs \(key)=…")
        }
        let tab = fields["tab"]!, presented = fields["presented"]!
        self.init(
            tab: tab == "-" ? nil : String(tab),
            presented: presented == "none" ? [] : presented.split(separator: ",").map(String.init),
            scrollOffsets: try FinalState.offsets(fields["scroll"]!, parser: parser),
            stackDepths: try fields["stacks"].map { try FinalState.depths($0, parser: parser) },
            focus: try fields["focus"].map { focus in
                guard !focus.isEmpty else { throw parser.error("\(command) focus= needs a name, or none") }
                return String(focus)
            })
    }

    private static func depths(_ text: Substring, parser: LineParser) throws -> [Int] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { item in
            guard let depth = Int(item), (1...100_000).contains(depth) else {
                throw parser.error("expected stacks= as page counts 1…100000, found \(InputScript.quoted(item))")
            }
            return depth
        }
    }

    private static func offsets(_ text: Substring, parser: LineParser) throws -> [ScrollOffset] {
        guard text != "none" else { return [] }
        return try text.split(separator: ",", omittingEmptySubsequences: false).map { item in
            let parts = item.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 3, !parts[0].isEmpty, let x = Double(parts[1]), let y = Double(parts[2]),
                x.isFinite, y.isFinite,
                abs(x) <= InputScript.Limits.offset, abs(y) <= InputScript.Limits.offset
            else {
                throw parser.error(
                    "expected a scroll offset as KIND:X:Y (points within "
                        + "±\(Int(InputScript.Limits.offset))), found \(InputScript.quoted(item))")
            }
            return ScrollOffset(kind: String(parts[0]), offset: CGPoint(x: x, y: y))
        }
    }
}
