// A GListModel over a list of item indices, so a list view of a million search results
// creates objects only for the rows it shows; the view finds each row's title by its index.
//
// Its items are rows (CtlIndexRow) that stand for a position, not for an item: when the
// indices change, items-changed only adds or removes positions at the end, and the rows
// already bound stay bound, for their widget to show the new title at their position. GTK
// 4.8's list view then keeps its row widgets: told that N items became M, it would look up
// every one of the M new items for a widget to reuse, and build each of its (about 200)
// rows anew.
#ifndef CTL_INDEX_LIST_MODEL_H
#define CTL_INDEX_LIST_MODEL_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CTL_TYPE_INDEX_LIST_MODEL (ctl_index_list_model_get_type())
G_DECLARE_FINAL_TYPE(CtlIndexListModel, ctl_index_list_model, CTL, INDEX_LIST_MODEL, GObject)

#define CTL_TYPE_INDEX_ROW (ctl_index_row_get_type())
G_DECLARE_FINAL_TYPE(CtlIndexRow, ctl_index_row, CTL, INDEX_ROW, GObject)

CtlIndexListModel *ctl_index_list_model_new(void);

/// Replaces the indices with a copy of `indices` and shows the first `shown` of them (at
/// most `count`), adding or removing positions at the end.
void ctl_index_list_model_set_indices(CtlIndexListModel *self, const guint32 *indices, guint count, guint shown);

/// Replaces the first `count` indices with `indices` (`count` at most as many as there are)
/// and leaves the others, and the positions shown, as they are.
void ctl_index_list_model_replace_first(CtlIndexListModel *self, const guint32 *indices, guint count);

/// Shows the first `shown` indices (at most as many as there are), adding or removing
/// positions at the end.
void ctl_index_list_model_set_shown(CtlIndexListModel *self, guint shown);

/// How many indices there are, shown or not.
guint ctl_index_list_model_get_count(CtlIndexListModel *self);

/// The item index at `position`, or G_MAXUINT32 past the end.
guint32 ctl_index_list_model_get_index(CtlIndexListModel *self, guint position);

/// The position the row stands for.
guint ctl_index_row_get_position(CtlIndexRow *self);

G_END_DECLS

#endif
