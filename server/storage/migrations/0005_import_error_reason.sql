-- Why an import failed, as a code (`error_reason`: a refused file's reason, `cancelled`,
-- `upload_lost`, `internal`), so a client says it in its own language; `import_error` keeps the
-- sentence. NULL for books that did not fail, and for failures recorded before.
ALTER TABLE books ADD COLUMN import_error_reason TEXT;
