// What moved below GtkControls, where no GTK is, stays part of its API: a program that
// imports GtkControls has `TextDomain` and `printError` (ControlText) as before.
@_exported import ControlText
