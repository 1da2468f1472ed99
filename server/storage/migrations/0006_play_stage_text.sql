-- Plays: a line may be stage text, a remark inside a replica («(тихо)») or a stage direction between
-- replicas. The book says what the narrator does with each kind: read it ('narrator') or skip it
-- ('skip': not voiced, not paid). By default remarks are skipped and directions are read.
ALTER TABLE segments ADD COLUMN stage TEXT CHECK (stage IN ('remark', 'direction'));
ALTER TABLE books ADD COLUMN stage_remarks TEXT NOT NULL DEFAULT 'skip' CHECK (stage_remarks IN ('narrator', 'skip'));
ALTER TABLE books ADD COLUMN stage_directions TEXT NOT NULL DEFAULT 'narrator' CHECK (stage_directions IN ('narrator', 'skip'));
