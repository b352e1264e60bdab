CREATE TABLE "ad_map_cells" (
	"cell_lat" integer NOT NULL,
	"cell_lon" integer NOT NULL,
	"category" text NOT NULL,
	"ads" integer NOT NULL,
	"sum_lat" double precision NOT NULL,
	"sum_lon" double precision NOT NULL,
	"south" double precision NOT NULL,
	"north" double precision NOT NULL,
	"west" double precision NOT NULL,
	"east" double precision NOT NULL,
	"min_price_cents" integer,
	"max_price_cents" integer,
	CONSTRAINT "ad_map_cells_cell_lat_cell_lon_category_pk" PRIMARY KEY("cell_lat","cell_lon","category")
);
--> statement-breakpoint
CREATE INDEX "ads_map_cell_idx" ON "ads" USING btree ((floor("latitude" / 0.087890625)::integer),(floor("longitude" / 0.087890625)::integer)) WHERE "ads"."status" = 'active' and "ads"."latitude" is not null and "ads"."longitude" is not null;--> statement-breakpoint
CREATE INDEX "ads_active_expiry_idx" ON "ads" USING btree ("expires_at") WHERE "ads"."status" = 'active';--> statement-breakpoint
-- One cell of the map's fine grid counted again from ads: its public ads with a position, per category. The lock on
-- the cell lasts to the end of the writing transaction, so a second writer of the same cell waits and then counts
-- with the first one's rows committed (each statement of this function sees what was committed before it began):
-- no count is lost between two writers. The lock names the schema: the tests' databases share one server. The
-- expressions are the ones of ads_map_cell_idx.
CREATE OR REPLACE FUNCTION inserat_map_recount(lat_cell integer, lon_cell integer) RETURNS void
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$
  BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended(current_schema() || ':map:' || lat_cell || ':' || lon_cell, 0));
    DELETE FROM ad_map_cells WHERE cell_lat = lat_cell AND cell_lon = lon_cell;
    INSERT INTO ad_map_cells (cell_lat, cell_lon, category, ads, sum_lat, sum_lon, south, north, west, east, min_price_cents, max_price_cents)
      SELECT lat_cell, lon_cell, a.category, count(*), sum(a.latitude), sum(a.longitude), min(a.latitude), max(a.latitude),
        min(a.longitude), max(a.longitude), min(a.price_cents), max(a.price_cents)
      FROM ads a
      WHERE a.status = 'active' AND a.latitude IS NOT NULL AND a.longitude IS NOT NULL
        AND (floor(a.latitude / 0.087890625)::integer) = lat_cell AND (floor(a.longitude / 0.087890625)::integer) = lon_cell
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.owner_id AND u.blocked)
      GROUP BY a.category;
  END
  $$;--> statement-breakpoint
-- The cells an ads statement touched (before and after it), each counted again once, in one order (no deadlock
-- between two writers that touch the same cells). An update that changes nothing the map shows touches none.
CREATE OR REPLACE FUNCTION inserat_map_ads_changed() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$
  DECLARE
    cell record;
  BEGIN
    IF TG_OP = 'INSERT' THEN
      FOR cell IN SELECT DISTINCT (floor(latitude / 0.087890625)::integer) AS y, (floor(longitude / 0.087890625)::integer) AS x
        FROM new_ads WHERE status = 'active' AND latitude IS NOT NULL AND longitude IS NOT NULL ORDER BY 1, 2
      LOOP
        PERFORM inserat_map_recount(cell.y, cell.x);
      END LOOP;
    ELSIF TG_OP = 'DELETE' THEN
      FOR cell IN SELECT DISTINCT (floor(latitude / 0.087890625)::integer) AS y, (floor(longitude / 0.087890625)::integer) AS x
        FROM old_ads WHERE status = 'active' AND latitude IS NOT NULL AND longitude IS NOT NULL ORDER BY 1, 2
      LOOP
        PERFORM inserat_map_recount(cell.y, cell.x);
      END LOOP;
    ELSE
      FOR cell IN WITH changed AS (
          SELECT o.status AS old_status, o.latitude AS old_lat, o.longitude AS old_lon, n.status, n.latitude, n.longitude
          FROM old_ads o JOIN new_ads n ON n.id = o.id
          WHERE (o.status, o.latitude, o.longitude, o.category, o.price_cents, o.owner_id)
            IS DISTINCT FROM (n.status, n.latitude, n.longitude, n.category, n.price_cents, n.owner_id)
        ), touched AS (
          SELECT old_lat AS latitude, old_lon AS longitude FROM changed WHERE old_status = 'active'
          UNION ALL SELECT latitude, longitude FROM changed WHERE status = 'active'
        )
        SELECT DISTINCT (floor(latitude / 0.087890625)::integer) AS y, (floor(longitude / 0.087890625)::integer) AS x
        FROM touched WHERE latitude IS NOT NULL AND longitude IS NOT NULL ORDER BY 1, 2
      LOOP
        PERFORM inserat_map_recount(cell.y, cell.x);
      END LOOP;
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
-- A blocked person's ads leave the map with them and come back when they are unblocked.
CREATE OR REPLACE FUNCTION inserat_map_users_changed() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$
  DECLARE
    cell record;
  BEGIN
    FOR cell IN SELECT DISTINCT (floor(a.latitude / 0.087890625)::integer) AS y, (floor(a.longitude / 0.087890625)::integer) AS x
      FROM old_users o JOIN new_users n ON n.id = o.id JOIN ads a ON a.owner_id = n.id
      WHERE o.blocked IS DISTINCT FROM n.blocked AND a.status = 'active' AND a.latitude IS NOT NULL AND a.longitude IS NOT NULL
      ORDER BY 1, 2
    LOOP
      PERFORM inserat_map_recount(cell.y, cell.x);
    END LOOP;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE TRIGGER ads_map_inserted AFTER INSERT ON ads REFERENCING NEW TABLE AS new_ads FOR EACH STATEMENT EXECUTE FUNCTION inserat_map_ads_changed();--> statement-breakpoint
CREATE TRIGGER ads_map_updated AFTER UPDATE ON ads REFERENCING OLD TABLE AS old_ads NEW TABLE AS new_ads FOR EACH STATEMENT EXECUTE FUNCTION inserat_map_ads_changed();--> statement-breakpoint
CREATE TRIGGER ads_map_deleted AFTER DELETE ON ads REFERENCING OLD TABLE AS old_ads FOR EACH STATEMENT EXECUTE FUNCTION inserat_map_ads_changed();--> statement-breakpoint
CREATE TRIGGER users_map_updated AFTER UPDATE ON users REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION inserat_map_users_changed();--> statement-breakpoint
INSERT INTO ad_map_cells (cell_lat, cell_lon, category, ads, sum_lat, sum_lon, south, north, west, east, min_price_cents, max_price_cents)
  SELECT (floor(a.latitude / 0.087890625)::integer), (floor(a.longitude / 0.087890625)::integer), a.category, count(*),
    sum(a.latitude), sum(a.longitude), min(a.latitude), max(a.latitude), min(a.longitude), max(a.longitude), min(a.price_cents), max(a.price_cents)
  FROM ads a
  WHERE a.status = 'active' AND a.latitude IS NOT NULL AND a.longitude IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.owner_id AND u.blocked)
  GROUP BY 1, 2, 3;
