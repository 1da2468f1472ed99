-- A stress rule reads every form of its word (Башмачкин → Башмачкина, Башмачкины) unless the
-- author marks it exact: then only the word as written. Rules made before are not exact.
ALTER TABLE pronunciations ADD COLUMN exact INTEGER NOT NULL DEFAULT 0;
