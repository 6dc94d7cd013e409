#ifndef CGIO_SHIM_H
#define CGIO_SHIM_H
// The few GIO/GObject/GLib calls SDLBackend makes to read GNOME's enable-animations, declared
// here rather than through <gio/gio.h>: that header needs glib's include folders, which only
// pkg-config names, and gio-2.0.pc's cflags carry -pthread, which SwiftPM drops with a
// "prohibited flag" warning in every build of every package that depends on Segue (as sdl2.pc's
// -D_REENTRANT, see Package.swift). These signatures are GLib 2's stable C ABI (Debian's
// libglib2.0-dev installs the libraries linked below).

typedef int CGIOBoolean;  // gboolean
typedef struct _GSettingsSchemaSource GSettingsSchemaSource;
typedef struct _GSettingsSchema GSettingsSchema;
typedef struct _GSettings GSettings;
typedef struct _GMainContext GMainContext;

GSettingsSchemaSource *g_settings_schema_source_get_default(void);
GSettingsSchema *g_settings_schema_source_lookup(
    GSettingsSchemaSource *source, const char *schema_id, CGIOBoolean recursive);
CGIOBoolean g_settings_schema_has_key(GSettingsSchema *schema, const char *name);
void g_settings_schema_unref(GSettingsSchema *schema);
// `backend` is a GSettingsBackend *; NULL is the default one (GSETTINGS_BACKEND picks it).
GSettings *g_settings_new_full(GSettingsSchema *schema, void *backend, const char *path);
CGIOBoolean g_settings_get_boolean(GSettings *settings, const char *key);
// A GVariant * the user set, NULL when the key is at its default; released with g_variant_unref.
void *g_settings_get_user_value(GSettings *settings, const char *key);
void g_variant_unref(void *value);
void g_object_unref(void *object);
// g_signal_connect is a macro over this; `handler` is cast to GCallback, `destroy` may be NULL.
unsigned long g_signal_connect_data(
    void *instance, const char *detailed_signal, void (*handler)(void), void *data,
    void (*destroy)(void *data, void *closure), int connect_flags);
CGIOBoolean g_main_context_iteration(GMainContext *context, CGIOBoolean may_block);
#endif
