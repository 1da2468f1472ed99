// Caps that keep a hostile file from costing more than a few seconds and a bounded amount of memory.

export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

export const ZIP_LIMITS = {
  /** Total bytes inflated from one archive, over all the entries we read. */
  maxTotalBytes: 100 * 1024 * 1024,
  /** Inflated/compressed ratio allowed per entry once it has produced more than ratioFloor bytes. */
  maxRatio: 100,
  ratioFloor: 1024 * 1024,
  /** Entries in the central directory (an EPUB with many illustrations has a few thousand). */
  maxEntries: 10_000,
} as const;

/** Element nesting deeper than this is refused before the XML parser sees the document. */
export const MAX_XML_DEPTH = 200;

/**
 * Elements one import may parse over all its XML documents. A real 10 MB book has ~200 000, a
 * heavily formatted Word novel under a million; 20 MB of `<a/>` would be five million, costing
 * seconds and gigabytes in any tree-building parser.
 */
export const MAX_XML_ELEMENTS = 1_500_000;

/** One start tag longer than this (attributes included) is not a book's. */
export const MAX_TAG_LENGTH = 1024 * 1024;

/** A cover bigger than this is left out rather than kept in memory and the database. */
export const MAX_COVER_BYTES = 10 * 1024 * 1024;

/** One XML document inside a zip (an .fb2 in .fb2.zip, word/document.xml, an XHTML page). */
export const MAX_XML_ENTRY_BYTES = 64 * 1024 * 1024;
