/**
 * The Burraco search core: see ../README in the package description. Mutable by design.
 * (Skeleton: filled by the search-core work.)
 */
export {};
