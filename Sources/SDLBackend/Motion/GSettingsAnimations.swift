import CGIO

/// GNOME's `org.gnome.desktop.interface enable-animations`, read through GIO's GSettings (the
/// backend `GSETTINGS_BACKEND` names: dconf on a desktop, `keyfile` in the tests, which reads
/// `$XDG_CONFIG_HOME/glib-2.0/settings/keyfile`).
///
/// Changes arrive as GSettings' `changed` signal, which GLib delivers only from its default
/// main context: `pumpChanges()` iterates that context once without blocking and reports
/// whether the setting changed since the last call. The frame loop calls it once a frame
/// (`MotionPreferenceWatcher`); an idle window's loop wakes at least every 100 ms, so a change
/// shows within that. Pumping costs a poll() with no timeout on GLib's few descriptors, where
/// reading the value every frame instead would not see a keyfile change at all (the keyfile
/// backend learns of it from the same context's file monitor).
final class GSettingsAnimations {
    static let schema = "org.gnome.desktop.interface"
    static let key = "enable-animations"

    private let settings: OpaquePointer
    /// Set by the `changed` handler, cleared by `pumpChanges()`.
    private let flag = ChangeFlag()

    /// nil when the schema (gsettings-desktop-schemas) or its key is not installed. The schema
    /// is looked up first because `g_settings_new` aborts the whole process on a schema it
    /// cannot find; `g_settings_new_full` with a schema found cannot.
    init?() {
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, Self.schema, 1)
        else { return nil }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, Self.key) != 0,
            let settings = g_settings_new_full(schema, nil, nil)
        else { return nil }
        self.settings = settings
        let handler: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void = {
            _, _, data in
            guard let data else { return }
            Unmanaged<ChangeFlag>.fromOpaque(data).takeUnretainedValue().changed = true
        }
        // The flag lives as long as `settings`, whose handlers go with it (deinit).
        _ = g_signal_connect_data(
            UnsafeMutableRawPointer(settings), "changed::\(Self.key)",
            unsafeBitCast(handler, to: (@convention(c) () -> Void).self),
            Unmanaged.passUnretained(flag).toOpaque(), nil, 0)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(settings)) }

    /// The setting's value: true when animations are on.
    var enablesAnimations: Bool { g_settings_get_boolean(settings, Self.key) != 0 }

    /// Whether the user set the value (false: it is the schema's default, which every
    /// installation of the schemas has, GNOME or not).
    var isSetByUser: Bool {
        guard let value = g_settings_get_user_value(settings, Self.key) else { return false }
        g_variant_unref(value)
        return true
    }

    /// Dispatches what GLib's default main context has ready, without blocking; returns true
    /// when the setting changed since the last call.
    func pumpChanges() -> Bool {
        // A few rounds at most: one signal can make another source ready; never a busy loop.
        for _ in 0..<4 where g_main_context_iteration(nil, 0) != 0 {}
        defer { flag.changed = false }
        return flag.changed
    }
}

/// What the C handler sets, through the pointer it is handed.
private final class ChangeFlag {
    var changed = false
}
