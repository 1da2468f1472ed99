// Text typed into a line that could not be saved when the author moved on (left empty, or longer
// than a line can be): kept here for the session, so opening the line again brings the typing back
// instead of losing it. Cancel, Escape or a save clear it.
const drafts = new Map<string, string>();

export const draftOf = (segmentId: string): string | undefined => drafts.get(segmentId);
export const keepDraft = (segmentId: string, text: string): void => void drafts.set(segmentId, text);
export const dropDraft = (segmentId: string): void => void drafts.delete(segmentId);
