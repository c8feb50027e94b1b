// The C shim over ICU's normalizer, for ControlCore's text folding. ICU renames every
// function with its version number through macros (unorm2_normalize is unorm2_normalize_72),
// which Swift cannot see: these wrappers carry the unversioned names. No logic.
#include <unicode/unorm2.h>

/// ICU's NFKC_Casefold mapping in decomposed form: compatibility decomposition, full case
/// folding and removal of default-ignorable code points, with no recomposition.
static inline const UNormalizer2 *cicu_nfkc_casefold_decomposing(UErrorCode *error) {
    return unorm2_getInstance(NULL, "nfkc_cf", UNORM2_DECOMPOSE, error);
}

static inline int32_t cicu_normalize(const UNormalizer2 *normalizer, const UChar *source, int32_t length,
                                     UChar *destination, int32_t capacity, UErrorCode *error) {
    return unorm2_normalize(normalizer, source, length, destination, capacity, error);
}
