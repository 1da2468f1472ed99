// Limits the API holds a client to, shared with the studio so it can say them while the author types.

/** The longest line a voice is given at once (one piece of sound); a longer line cannot be voiced. */
export const MAX_LINE_CHARS = 5000;

/** The longest pause after a line, in ms (PATCH /segments `pause_ms`). */
export const MAX_PAUSE_MS = 60_000;

/** The most words a pronunciation rule's word may have (a phrase matched as a whole, «Нью Йорк»). */
export const MAX_RULE_WORDS = 8;
