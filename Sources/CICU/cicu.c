// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
#include "cicu.h"

#include <unicode/unorm2.h>

const void *
cicu_nfkc_casefold_decomposing (int32_t *error)
{
  UErrorCode code = U_ZERO_ERROR;
  const UNormalizer2 *normalizer = unorm2_getInstance (NULL, "nfkc_cf", UNORM2_DECOMPOSE, &code);
  *error = code;
  return normalizer;
}

int32_t
cicu_normalize (const void *normalizer, const uint16_t *source, int32_t length,
                uint16_t *destination, int32_t capacity, int32_t *error)
{
  UErrorCode code = U_ZERO_ERROR;
  int32_t written = unorm2_normalize (normalizer, source, length, destination, capacity, &code);
  *error = code;
  return written;
}
