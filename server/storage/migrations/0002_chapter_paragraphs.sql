-- A chapter's paragraphs as written (JSON array indexed by segments.paragraph_id), so the chapter's
-- `text` keeps the dialogue dashes and quotes its lines were cut from. Line edits keep it in step.
-- NULL for chapters imported before: their text is rebuilt from the lines.
ALTER TABLE chapters ADD COLUMN paragraphs TEXT;
