-- What the rules based a line's speaker on (a tag naming the speaker, a description, a pronoun, an
-- action, the same speech going on, the turn-taking of a dialogue, the narration around it, a guess):
-- a speaker fixed by hand carries through the turns that were only counted from it. NULL for narration,
-- plays and lines stored before it was kept (the carry-through then goes no further).
ALTER TABLE segments ADD COLUMN speaker_basis TEXT CHECK (speaker_basis IN ('named', 'described', 'pronoun', 'action', 'continues', 'turns', 'context', 'guess'));
-- A line whose speaker a carry-through changed (speaker_source 'carried') keeps what it was before as
-- JSON ({character_id, speaker_source, review, confidence, issue}), so the author can put it back.
ALTER TABLE segments ADD COLUMN speaker_before TEXT;
