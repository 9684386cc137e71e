-- Trigram indexes back the leads search (ILIKE '%term%' over six columns).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
