-- Search folds accents and matches trigrams on PGlite and PostgreSQL alike (DESIGN.md "Catalogue").
-- Both extensions are "trusted", so a database owner without superuser can create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary); indexes need an IMMUTABLE wrapper that names
-- the dictionary explicitly.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
