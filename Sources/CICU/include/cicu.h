// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
// ICU's normalizer for ControlCore's text folding, in plain C types. ICU renames every
// function with its version number through macros (unorm2_normalize is unorm2_normalize_72),
// which Swift cannot see; and ICU's own headers must stay out of Swift's sight, because
// Foundation carries a second copy of them (_FoundationICU) and the two clash in one module
// graph. So this header names no ICU type: errors are ICU's UErrorCode values (> 0 is a
// failure), text is UTF-16. No logic.
#pragma once
#include <stdint.h>

/// ICU's NFKC_Casefold mapping in decomposed form: compatibility decomposition, full case
/// folding and removal of default-ignorable code points, with no recomposition. NULL, with
/// `*error` set, when ICU has no such data.
const void *cicu_nfkc_casefold_decomposing(int32_t *error);

/// `unorm2_normalize`: writes the normalized form of `source` into `destination` and returns
/// its length.
int32_t cicu_normalize(const void *normalizer, const uint16_t *source, int32_t length,
                       uint16_t *destination, int32_t capacity, int32_t *error);
