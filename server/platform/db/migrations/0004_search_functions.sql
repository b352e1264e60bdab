-- Extensions for search and places (contrib; PGlite ships them, Debian's PostgreSQL has them in postgresql-contrib).
-- On a managed PostgreSQL where the app's role may not create extensions, a superuser runs these two lines once.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
-- Text as search compares it: lower case, umlauts as their two-letter forms (München = Muenchen), accents gone.
-- Immutable, so generated columns and indexes can use it (unaccent itself is only stable: the dictionary is named).
CREATE OR REPLACE FUNCTION inserat_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, replace(replace(replace(replace(lower(value), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss')) $$;--> statement-breakpoint
-- The German words for an ad's features, so "Balkon" finds an ad that has a balcony but does not say so in words.
CREATE OR REPLACE FUNCTION inserat_feature_words(features jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(string_agg(CASE f
      WHEN 'balcony' THEN 'Balkon' WHEN 'terrace' THEN 'Terrasse' WHEN 'garden' THEN 'Garten' WHEN 'elevator' THEN 'Aufzug Fahrstuhl'
      WHEN 'fitted_kitchen' THEN 'Einbauküche' WHEN 'cellar' THEN 'Keller' WHEN 'parking_space' THEN 'Stellplatz'
      WHEN 'garage' THEN 'Garage' WHEN 'barrier_free' THEN 'barrierefrei' WHEN 'pets_allowed' THEN 'Haustiere'
      WHEN 'furnished' THEN 'möbliert' WHEN 'guest_toilet' THEN 'Gäste-WC' END, ' '), '')
    FROM jsonb_array_elements_text(features) AS f
  $$;
--> statement-breakpoint
-- Every word reversed: the end of a compound becomes the start of a reversed word, so "blick" finds "Rheinblick"
-- with a prefix query on an index ("kcilb:*" matches "kcilbniehr").
CREATE OR REPLACE FUNCTION inserat_reverse_words(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(reverse(w), ' '), '') FROM regexp_split_to_table(value, '[^[:alnum:]]+') AS w WHERE w <> '' $$;
