// A GListModel over a list of item indices whose strings come from a callback, so a list
// view of a million search results creates objects only for the rows it shows.
#ifndef CTL_INDEX_LIST_MODEL_H
#define CTL_INDEX_LIST_MODEL_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CTL_TYPE_INDEX_LIST_MODEL (ctl_index_list_model_get_type())
G_DECLARE_FINAL_TYPE(CtlIndexListModel, ctl_index_list_model, CTL, INDEX_LIST_MODEL, GObject)

/// Returns a newly allocated string (freed with g_free) for item `index`.
typedef char *(*CtlTitleFunc)(guint32 index, gpointer user_data);

CtlIndexListModel *ctl_index_list_model_new(CtlTitleFunc title, gpointer user_data,
                                                            GDestroyNotify destroy);

/// Replaces the items with a copy of `indices` and emits items-changed.
void ctl_index_list_model_set_indices(CtlIndexListModel *self, const guint32 *indices, guint count);

/// The item index shown at `position`, or G_MAXUINT32 past the end.
guint32 ctl_index_list_model_get_index(CtlIndexListModel *self, guint position);

G_END_DECLS

#endif
