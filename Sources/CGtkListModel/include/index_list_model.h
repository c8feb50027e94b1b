// A GListModel over a list of item indices whose strings come from a callback, so a list
// view of a million search results creates objects only for the rows it shows.
#ifndef GTKCONTROLS_INDEX_LIST_MODEL_H
#define GTKCONTROLS_INDEX_LIST_MODEL_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GTKCONTROLS_TYPE_INDEX_LIST_MODEL (gtkcontrols_index_list_model_get_type())
G_DECLARE_FINAL_TYPE(GtkControlsIndexListModel, gtkcontrols_index_list_model, GTKCONTROLS, INDEX_LIST_MODEL, GObject)

/// Returns a newly allocated string (freed with g_free) for item `index`.
typedef char *(*GtkControlsTitleFunc)(guint32 index, gpointer user_data);

GtkControlsIndexListModel *gtkcontrols_index_list_model_new(GtkControlsTitleFunc title, gpointer user_data,
                                                            GDestroyNotify destroy);

/// Replaces the items with a copy of `indices` and emits items-changed.
void gtkcontrols_index_list_model_set_indices(GtkControlsIndexListModel *self, const guint32 *indices, guint count);

/// The item index shown at `position`, or G_MAXUINT32 past the end.
guint32 gtkcontrols_index_list_model_get_index(GtkControlsIndexListModel *self, guint position);

G_END_DECLS

#endif
