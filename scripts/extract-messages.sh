#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# Extracts the translatable messages of a text domain into a template:
#   scripts/extract-messages.sh DOMAIN OUTPUT.pot
# The sources are the files and folders po/DOMAIN/POTFILES lists. xgettext has no Swift
# parser; it reads Swift as C, which gets literals, plural pairs and translator comments
# right (string interpolation is never marked: messages take %s/%d placeholders).
#   Swift  tr("…"), tr.plural("…", "…", count: n, …), tr.context("context", "…"), N_("…")
#   C      _("…"), N_("…"), g_dngettext(domain, "…", "…", n)
#   .ui    translatable="yes" (GtkBuilder), .desktop and .plugin key files (Name, Comment,
#          Keywords, Description), AppStream metainfo
set -euo pipefail
cd "$(dirname "$0")/.."
domain="$1" output="$2"
list="po/$domain/POTFILES"
[[ -f "$list" ]] || { echo "error: $list is missing" >&2; exit 1; }

files=()
while read -r entry; do
  [[ -z "$entry" || "$entry" == \#* ]] && continue
  [[ -e "$entry" ]] || { echo "error: $list lists $entry, which does not exist" >&2; exit 1; }
  while IFS= read -r file; do files+=("$file"); done < <(find "$entry" -type f | LC_ALL=C sort)
done < "$list"
# Sources of each kind; a kind may have none.
of_kind() { local pattern; for file in "${files[@]}"; do for pattern in "$@"; do [[ "$file" == $pattern ]] && echo "$file"; done; done; }
mapfile -t swift < <(of_kind '*.swift')
mapfile -t c < <(of_kind '*.c')
mapfile -t builder < <(of_kind '*.ui')
mapfile -t keyfiles < <(of_kind '*.desktop' '*.plugin')
mapfile -t metainfo < <(of_kind '*.metainfo.xml')

common=(--from-code=UTF-8 --add-comments=TRANSLATORS: --package-name="$domain" --copyright-holder="the GtkControls authors" --msgid-bugs-address=https://github.com/gtkcontrols/gtkcontrols/issues
        --sort-by-file --output="$output")
# Each kind adds to the template; xgettext joins only a file that exists.
: > "$output"
extract() { xgettext --join-existing "${common[@]}" "$@"; }
[[ ${#swift[@]} -eq 0 ]] || extract -L C --keyword=tr --keyword=plural:1,2 --keyword=context:1c,2 --keyword=N_ "${swift[@]}"
[[ ${#c[@]} -eq 0 ]] || extract -L C --keyword=_ --keyword=N_ --keyword=g_dngettext:2,3 "${c[@]}"
[[ ${#builder[@]} -eq 0 ]] || extract "${builder[@]}"
[[ ${#keyfiles[@]} -eq 0 ]] || extract -L Desktop --keyword=Description "${keyfiles[@]}"
[[ ${#metainfo[@]} -eq 0 ]] || extract "${metainfo[@]}"
