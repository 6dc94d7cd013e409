import Foundation
import SDLBackend
import ViewKit
import XCTest

/// Where reduced motion is read: the XSETTINGS data's `Gtk/EnableAnimations`, and the flag and
/// `SEGUE_REDUCE_MOTION` over the desktop. (GSettings, through a `segue` of its own on the
/// keyfile backend: AppTests' ReducedMotionReaderTests.)
final class MotionPreferenceSourceTests: XCTestCase {
    /// XSETTINGS data as a settings manager writes it, in `bigEndian` order or not.
    private func xsettings(_ settings: [(String, XSettings.Value)], bigEndian: Bool = false) -> [UInt8] {
        func card(_ value: UInt64, _ size: Int) -> [UInt8] {
            let little = (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
            return bigEndian ? little.reversed() : little
        }
        func padded(_ text: String) -> [UInt8] {
            let bytes = Array(text.utf8)
            return bytes + Array(repeating: 0, count: (4 - bytes.count % 4) % 4)
        }
        var data: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0] + card(7, 4) + card(UInt64(settings.count), 4)
        for (name, value) in settings {
            let type: UInt8
            let body: [UInt8]
            switch value {
            case let .integer(n): (type, body) = (0, card(UInt64(UInt32(bitPattern: n)), 4))
            case let .string(s): (type, body) = (1, card(UInt64(s.utf8.count), 4) + padded(s))
            case let .color(r, g, b, a):
                (type, body) = (2, card(UInt64(r), 2) + card(UInt64(g), 2) + card(UInt64(b), 2) + card(UInt64(a), 2))
            }
            data += [type, 0] + card(UInt64(name.utf8.count), 2) + padded(name) + card(3, 4) + body
        }
        return data
    }

    func testXSettingsDataIsReadInEitherByteOrder() throws {
        let settings: [(String, XSettings.Value)] = [
            ("Net/ThemeName", .string("Adwaita")), ("Gtk/EnableAnimations", .integer(0)),
            ("Gtk/ColorScheme", .color(65535, 0, 4096, 65535)), ("Xft/DPI", .integer(-1)),
        ]
        for bigEndian in [false, true] {
            let parsed = try XCTUnwrap(XSettings(xsettings(settings, bigEndian: bigEndian)))
            XCTAssertEqual(parsed.values["Net/ThemeName"], .string("Adwaita"))
            XCTAssertEqual(parsed.values["Gtk/ColorScheme"], .color(65535, 0, 4096, 65535))
            XCTAssertEqual(parsed.values["Xft/DPI"], .integer(-1))
            XCTAssertEqual(parsed.enablesAnimations, false)
        }
        XCTAssertEqual(XSettings(xsettings([("Gtk/EnableAnimations", .integer(1))]))?.enablesAnimations, true)
        XCTAssertNil(XSettings(xsettings([("Net/ThemeName", .string("Adwaita"))]))?.enablesAnimations ?? nil)
    }

    func testBadXSettingsDataIsRefused() {
        let good = xsettings([("Gtk/EnableAnimations", .integer(1))])
        XCTAssertNil(XSettings(Array(good.dropLast())), "cut short")
        var unknownType = good
        unknownType[12] = 9
        XCTAssertNil(XSettings(unknownType), "a type the spec does not have")
        XCTAssertNil(XSettings([2, 0, 0, 0]), "a byte order that is neither")
        XCTAssertNil(XSettings.current(display: ""), "no display")
    }

    func testTheFlagBeatsTheVariableWhichBeatsTheDesktop() throws {
        typealias Source = MotionPreference.Source
        let on: [String: String] = ["SEGUE_REDUCE_MOTION": "1"]
        XCTAssertEqual(
            try DesktopMotionPreference.override(flag: false, environment: on),
            MotionPreference(reducesMotion: false, source: .commandLine))
        XCTAssertEqual(
            try DesktopMotionPreference.override(flag: nil, environment: on),
            MotionPreference(reducesMotion: true, source: .environment))
        XCTAssertEqual(
            try DesktopMotionPreference.override(flag: nil, environment: ["SEGUE_REDUCE_MOTION": "0"]),
            MotionPreference(reducesMotion: false, source: .environment))
        XCTAssertNil(try DesktopMotionPreference.override(flag: nil, environment: ["SEGUE_REDUCE_MOTION": ""]))
        XCTAssertNil(try DesktopMotionPreference.override(flag: nil, environment: [:]))
        XCTAssertThrowsError(
            try DesktopMotionPreference.override(flag: nil, environment: ["SEGUE_REDUCE_MOTION": "on"])
        ) {
            XCTAssertEqual("\($0)", "SEGUE_REDUCE_MOTION must be 1 (reduce motion) or 0 (full motion), found 'on'")
        }
    }
}
