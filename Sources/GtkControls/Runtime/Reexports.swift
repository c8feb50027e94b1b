// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
// What moved below GtkControls, where no GTK is, stays part of its API: a program that
// imports GtkControls has `TextDomain` and `printError` (ControlText) and the search engine
// behind `LiveSearch` (SearchEngine: `SearchIndex`, `SearchSession`, `ParallelSearch`…) as
// before.
@_exported import ControlText
@_exported import SearchEngine
