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

// GDBus, for the AT-SPI bridge (SDLBackend/Accessibility): the accessibility bus, objects
// answered from a subtree, signals. Only non-variadic GVariant calls: Swift cannot call C
// variadics such as g_variant_new.
typedef struct _GVariant GVariant;
typedef struct _GVariantType GVariantType;
typedef struct _GDBusConnection GDBusConnection;
typedef struct _GDBusMethodInvocation GDBusMethodInvocation;
typedef struct _GDBusNodeInfo GDBusNodeInfo;
typedef struct _GDBusInterfaceInfo GDBusInterfaceInfo;
typedef struct _GMainLoop GMainLoop;
typedef struct _GCancellable GCancellable;
// GError's public layout (GLib 2).
typedef struct { unsigned int domain; int code; char *message; } CGIOError;
void g_error_free(CGIOError *error);
void g_free(void *memory);
void *g_malloc0(unsigned long size);

GVariant *g_variant_new_string(const char *string);
GVariant *g_variant_new_object_path(const char *object_path);
GVariant *g_variant_new_int32(int value);
GVariant *g_variant_new_uint32(unsigned int value);
GVariant *g_variant_new_int16(short value);
GVariant *g_variant_new_boolean(CGIOBoolean value);
GVariant *g_variant_new_double(double value);
GVariant *g_variant_new_variant(GVariant *value);
GVariant *g_variant_new_tuple(GVariant *const *children, unsigned long n_children);
// `child_type` may be NULL when `n_children` > 0; a GVariantType * is its type string.
GVariant *g_variant_new_array(const GVariantType *child_type, GVariant *const *children, unsigned long n_children);
GVariant *g_variant_new_dict_entry(GVariant *key, GVariant *value);
GVariant *g_variant_ref_sink(GVariant *value);
void g_variant_unref(void *value);
unsigned long g_variant_n_children(GVariant *value);
GVariant *g_variant_get_child_value(GVariant *value, unsigned long index);
GVariant *g_variant_get_variant(GVariant *value);
const char *g_variant_get_string(GVariant *value, unsigned long *length);
int g_variant_get_int32(GVariant *value);
unsigned int g_variant_get_uint32(GVariant *value);
const char *g_variant_get_type_string(GVariant *value);

typedef void (*CGIOMethodCall)(
    GDBusConnection *connection, const char *sender, const char *object_path, const char *interface_name,
    const char *method_name, GVariant *parameters, GDBusMethodInvocation *invocation, void *user_data);
typedef GVariant *(*CGIOGetProperty)(
    GDBusConnection *connection, const char *sender, const char *object_path, const char *interface_name,
    const char *property_name, CGIOError **error, void *user_data);
typedef CGIOBoolean (*CGIOSetProperty)(
    GDBusConnection *connection, const char *sender, const char *object_path, const char *interface_name,
    const char *property_name, GVariant *value, CGIOError **error, void *user_data);
// GDBusInterfaceVTable.
typedef struct {
    CGIOMethodCall method_call;
    CGIOGetProperty get_property;
    CGIOSetProperty set_property;
    void *padding[8];
} CGIOInterfaceVTable;
typedef char **(*CGIOSubtreeEnumerate)(
    GDBusConnection *connection, const char *sender, const char *object_path, void *user_data);
typedef GDBusInterfaceInfo **(*CGIOSubtreeIntrospect)(
    GDBusConnection *connection, const char *sender, const char *object_path, const char *node, void *user_data);
typedef const CGIOInterfaceVTable *(*CGIOSubtreeDispatch)(
    GDBusConnection *connection, const char *sender, const char *object_path, const char *interface_name,
    const char *node, void **out_user_data, void *user_data);
// GDBusSubtreeVTable.
typedef struct {
    CGIOSubtreeEnumerate enumerate;
    CGIOSubtreeIntrospect introspect;
    CGIOSubtreeDispatch dispatch;
    void *padding[8];
} CGIOSubtreeVTable;

// flags: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT (1) | MESSAGE_BUS_CONNECTION (8).
GDBusConnection *g_dbus_connection_new_for_address_sync(
    const char *address, int flags, void *observer, GCancellable *cancellable, CGIOError **error);
const char *g_dbus_connection_get_unique_name(GDBusConnection *connection);
void g_dbus_connection_set_exit_on_close(GDBusConnection *connection, CGIOBoolean exit_on_close);
CGIOBoolean g_dbus_connection_is_closed(GDBusConnection *connection);
CGIOBoolean g_dbus_connection_close_sync(GDBusConnection *connection, GCancellable *cancellable, CGIOError **error);
// flags: G_DBUS_CALL_FLAGS_NONE (0); timeout_msec -1 for the default (25 s).
GVariant *g_dbus_connection_call_sync(
    GDBusConnection *connection, const char *bus_name, const char *object_path, const char *interface_name,
    const char *method_name, GVariant *parameters, const GVariantType *reply_type, int flags, int timeout_msec,
    GCancellable *cancellable, CGIOError **error);
CGIOBoolean g_dbus_connection_emit_signal(
    GDBusConnection *connection, const char *destination_bus_name, const char *object_path,
    const char *interface_name, const char *signal_name, GVariant *parameters, CGIOError **error);
// flags: G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES (1).
unsigned int g_dbus_connection_register_subtree(
    GDBusConnection *connection, const char *object_path, const CGIOSubtreeVTable *vtable, int flags,
    void *user_data, void (*user_data_free_func)(void *), CGIOError **error);
void g_dbus_method_invocation_return_value(GDBusMethodInvocation *invocation, GVariant *parameters);
void g_dbus_method_invocation_return_dbus_error(
    GDBusMethodInvocation *invocation, const char *error_name, const char *error_message);
GDBusNodeInfo *g_dbus_node_info_new_for_xml(const char *xml_data, CGIOError **error);
GDBusInterfaceInfo *g_dbus_node_info_lookup_interface(GDBusNodeInfo *info, const char *name);
GDBusInterfaceInfo *g_dbus_interface_info_ref(GDBusInterfaceInfo *info);

GMainContext *g_main_context_new(void);
void g_main_context_push_thread_default(GMainContext *context);
GMainLoop *g_main_loop_new(GMainContext *context, CGIOBoolean is_running);
void g_main_loop_run(GMainLoop *loop);
void g_main_loop_quit(GMainLoop *loop);
#endif
