#include "index_list_model.h"

struct _CtlIndexListModel {
    GObject parent_instance;
    GArray *indices;
    CtlTitleFunc title;
    gpointer user_data;
    GDestroyNotify destroy;
};

static GType model_get_item_type(GListModel *model) {
    (void)model;
    return GTK_TYPE_STRING_OBJECT;
}

static guint model_get_n_items(GListModel *model) {
    return CTL_INDEX_LIST_MODEL(model)->indices->len;
}

static gpointer model_get_item(GListModel *model, guint position) {
    CtlIndexListModel *self = CTL_INDEX_LIST_MODEL(model);
    if (position >= self->indices->len) return NULL;
    char *title = self->title(g_array_index(self->indices, guint32, position), self->user_data);
    GtkStringObject *item = gtk_string_object_new(title);
    g_free(title);
    return item;
}

static void model_interface_init(GListModelInterface *iface) {
    iface->get_item_type = model_get_item_type;
    iface->get_n_items = model_get_n_items;
    iface->get_item = model_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE(CtlIndexListModel, ctl_index_list_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, model_interface_init))

static void ctl_index_list_model_finalize(GObject *object) {
    CtlIndexListModel *self = CTL_INDEX_LIST_MODEL(object);
    g_array_unref(self->indices);
    if (self->destroy) self->destroy(self->user_data);
    G_OBJECT_CLASS(ctl_index_list_model_parent_class)->finalize(object);
}

static void ctl_index_list_model_class_init(CtlIndexListModelClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = ctl_index_list_model_finalize;
}

static void ctl_index_list_model_init(CtlIndexListModel *self) {
    self->indices = g_array_new(FALSE, FALSE, sizeof(guint32));
}

CtlIndexListModel *ctl_index_list_model_new(CtlTitleFunc title, gpointer user_data,
                                                            GDestroyNotify destroy) {
    CtlIndexListModel *self = g_object_new(CTL_TYPE_INDEX_LIST_MODEL, NULL);
    self->title = title;
    self->user_data = user_data;
    self->destroy = destroy;
    return self;
}

void ctl_index_list_model_set_indices(CtlIndexListModel *self, const guint32 *indices, guint count) {
    guint removed = self->indices->len;
    g_array_set_size(self->indices, 0);
    g_array_append_vals(self->indices, indices, count);
    g_list_model_items_changed(G_LIST_MODEL(self), 0, removed, count);
}

guint32 ctl_index_list_model_get_index(CtlIndexListModel *self, guint position) {
    return position < self->indices->len ? g_array_index(self->indices, guint32, position) : G_MAXUINT32;
}
