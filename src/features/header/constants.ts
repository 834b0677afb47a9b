/** Spec §9: a header dropdown closes this long after the pointer leaves it. */
export const HEADER_DROPDOWN_CLOSE_DELAY_MS = 200;

/** Spec §9: the nav recalculates which items fit this long after the last resize. */
export const NAV_RESIZE_DEBOUNCE_MS = 150;

/**
 * Spec §9: at viewport widths up to this, top-level items that do not fit collapse into 更多. Above it the
 * header switches to two rows (the `min-[64.0625rem]:` classes, 1025 px in rem so they sort after `md:`) and the nav gets a full-width row of its own.
 */
export const NAV_COLLAPSE_MAX_WIDTH = 1024;
