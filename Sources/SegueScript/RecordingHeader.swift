import ViewKit

/// The first line of a recording: what the window was when it was recorded. `run-script`
/// replays at this size and scale unless told otherwise, and warns where it differs.
///
///     header version=0.10.0 size=390x844 scale=1 scene=home
///     header version=0.10.0 size=390x844 scale=1 scene=home reduce-motion=1
public struct RecordingHeader: Equatable {
    /// Segue's version that recorded it.
    public var version: String
    /// Points.
    public var size: SurfaceSize
    /// Pixels per point.
    public var scale: Double
    public var scene: String
    /// Whether the window reduced motion when the recording began (`reduce-motion=1`, written
    /// only then): the replay does too, unless `--reduce-motion` or the environment say.
    public var reducesMotion = false

    public static let fields: [Substring] = ["version", "size", "scale", "scene"]
    /// Fields a header may leave out.
    public static let optionalFields: [Substring] = ["reduce-motion"]

    public var lineText: String {
        "header version=\(version) size=\(size.width)x\(size.height) scale=\(format(scale)) scene=\(scene)"
            + (reducesMotion ? " reduce-motion=1" : "")
    }

    public init(version: String, size: SurfaceSize, scale: Double, scene: String) {
        (self.version, self.size, self.scale, self.scene) = (version, size, scale, scene)
    }

    /// Parses the words after `header`, as `lineText` writes them.
    public init(words: [Substring], parser: LineParser, scenes: SceneNames) throws {
        var values: [Substring: Substring] = [:]
        for word in words {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex,
                (RecordingHeader.fields + RecordingHeader.optionalFields).contains(word[..<equals])
            else {
                throw parser.error(
                    "expected version=, size=, scale=, scene= or reduce-motion= in the header, found "
                        + InputScript.quoted(word))
            }
            let key = word[..<equals]
            guard values[key] == nil else { throw parser.error("the header gives \(key)= twice") }
            values[key] = word[word.index(after: equals)...]
        }
        for key in RecordingHeader.fields where values[key] == nil { throw parser.error("the header needs \(key)=…") }
        let sizeWord = values["size"]!, scaleWord = values["scale"]!, sceneWord = values["scene"]!
        guard let size = SurfaceSize(argument: String(sizeWord)), SurfaceSize.sides.contains(size.width),
            SurfaceSize.sides.contains(size.height)
        else {
            throw parser.error(
                "the header's size must be WIDTHxHEIGHT within 1…8192 points, found \(InputScript.quoted(sizeWord))")
        }
        guard let scale = Double(scaleWord), (0.5...4).contains(scale),
            Double(max(size.width, size.height)) * scale <= SurfaceSize.largestPixelSide
        else {
            throw parser.error(
                "the header's scale must be within 0.5…4 and keep each side within "
                    + "\(Int(SurfaceSize.largestPixelSide)) pixels, found \(InputScript.quoted(scaleWord))")
        }
        guard scenes.contains(sceneWord) else {
            throw parser.error(
                "unknown scene \(InputScript.quoted(sceneWord)) in the header; expected one of: " + scenes.list)
        }
        let scene = String(sceneWord)
        self.init(version: String(values["version"]!), size: size, scale: scale, scene: scene)
        if let reduce = values["reduce-motion"] {
            guard reduce == "1" || reduce == "0" else {
                throw parser.error("the header's reduce-motion must be 1 or 0, found \(InputScript.quoted(reduce))")
            }
            reducesMotion = reduce == "1"
        }
    }
}

/// Segue's version, written into recordings and printed by `segue --version`.
public enum SegueVersion {
    public static let current = "0.10.0"
}
