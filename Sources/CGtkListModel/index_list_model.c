#include "index_list_model.h"

#include <string.h>

struct _CtlIndexListModel {
    GObject parent_instance;
    GArray *indices;
    /// How many of `indices` the model shows: its n-items.
    guint shown;
};

struct _CtlIndexRow {
    GObject parent_instance;
    guint position;
};

G_DEFINE_FINAL_TYPE(CtlIndexRow, ctl_index_row, G_TYPE_OBJECT)

static void ctl_index_row_class_init(CtlIndexRowClass *klass) {
    (void)klass;
}

static void ctl_index_row_init(CtlIndexRow *self) {
    (void)self;
}

guint ctl_index_row_get_position(CtlIndexRow *self) {
    return self->position;
}

static GType model_get_item_type(GListModel *model) {
    (void)model;
    return CTL_TYPE_INDEX_ROW;
}

static guint model_get_n_items(GListModel *model) {
    return CTL_INDEX_LIST_MODEL(model)->shown;
}

static gpointer model_get_item(GListModel *model, guint position) {
    if (position >= CTL_INDEX_LIST_MODEL(model)->shown) return NULL;
    CtlIndexRow *row = g_object_new(CTL_TYPE_INDEX_ROW, NULL);
    row->position = position;
    return row;
}

static void model_interface_init(GListModelInterface *iface) {
    iface->get_item_type = model_get_item_type;
    iface->get_n_items = model_get_n_items;
    iface->get_item = model_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE(CtlIndexListModel, ctl_index_list_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, model_interface_init))

static void ctl_index_list_model_finalize(GObject *object) {
    g_array_unref(CTL_INDEX_LIST_MODEL(object)->indices);
    G_OBJECT_CLASS(ctl_index_list_model_parent_class)->finalize(object);
}

static void ctl_index_list_model_class_init(CtlIndexListModelClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = ctl_index_list_model_finalize;
}

static void ctl_index_list_model_init(CtlIndexListModel *self) {
    self->indices = g_array_new(FALSE, FALSE, sizeof(guint32));
}

CtlIndexListModel *ctl_index_list_model_new(void) {
    return g_object_new(CTL_TYPE_INDEX_LIST_MODEL, NULL);
}

void ctl_index_list_model_set_indices(CtlIndexListModel *self, const guint32 *indices, guint count, guint shown) {
    g_array_set_size(self->indices, 0);
    g_array_append_vals(self->indices, indices, count);
    ctl_index_list_model_set_shown(self, shown);
}

void ctl_index_list_model_replace_first(CtlIndexListModel *self, const guint32 *indices, guint count) {
    g_return_if_fail(count <= self->indices->len);
    memcpy(self->indices->data, indices, count * sizeof(guint32));
}

void ctl_index_list_model_set_shown(CtlIndexListModel *self, guint shown) {
    guint before = self->shown;
    self->shown = MIN(shown, self->indices->len);
    if (self->shown < before) g_list_model_items_changed(G_LIST_MODEL(self), self->shown, before - self->shown, 0);
    if (self->shown > before) g_list_model_items_changed(G_LIST_MODEL(self), before, 0, self->shown - before);
}

guint ctl_index_list_model_get_count(CtlIndexListModel *self) {
    return self->indices->len;
}

guint32 ctl_index_list_model_get_index(CtlIndexListModel *self, guint position) {
    return position < self->indices->len ? g_array_index(self->indices, guint32, position) : G_MAXUINT32;
}
