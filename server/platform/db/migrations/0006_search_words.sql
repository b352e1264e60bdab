CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "ads_search_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "ads" DROP COLUMN "search_title";--> statement-breakpoint
-- The words an ad brings, added as it is written or changed (words are never removed: a word once seen stays a good
-- correction). Numbers (postcodes, years, prices) are no words to correct to. The search path is the migration's,
-- so the function finds its table in whichever schema it lives.
CREATE OR REPLACE FUNCTION inserat_collect_words() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$
  BEGIN
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM regexp_split_to_table(inserat_fold(coalesce(NEW.title, '') || ' ' || coalesce(NEW.description, '')), '[^[:alnum:]]+') AS w
      WHERE length(w) BETWEEN 4 AND 40 AND w !~ '[0-9]'
      ON CONFLICT DO NOTHING;
    RETURN NEW;
  END
  $$;--> statement-breakpoint
CREATE TRIGGER ads_collect_words AFTER INSERT OR UPDATE OF title, description ON ads FOR EACH ROW EXECUTE FUNCTION inserat_collect_words();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM ads, regexp_split_to_table(inserat_fold(coalesce(ads.title, '') || ' ' || coalesce(ads.description, '')), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 4 AND 40 AND w !~ '[0-9]'
  ON CONFLICT DO NOTHING;
