ALTER TABLE "access_points" ADD COLUMN "venue_name" text;--> statement-breakpoint
ALTER TABLE "access_points" ADD COLUMN "search" text GENERATED ALWAYS AS (lower(name || ' ' || device_code || ' ' || mac_address || ' ' || replace(mac_address, ':', '') || ' ' || coalesce(ip_address, '') || ' ' || coalesce(ssid, ''))) STORED;--> statement-breakpoint
CREATE INDEX "access_points_search_idx" ON "access_points" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "access_points_name_idx" ON "access_points" USING btree ("name");--> statement-breakpoint
CREATE INDEX "access_points_venue_name_idx" ON "access_points" USING btree ("venue_name","id");--> statement-breakpoint
-- An access point's venue_name follows its venue: set when the access point is written with a venue (or none, as when
-- the venue is deleted and its id set null), and when the venue is renamed.
CREATE FUNCTION "access_points_set_venue_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.venue_name := (SELECT "name" FROM "venues" WHERE "id" = NEW.venue_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "access_points_venue_name" BEFORE INSERT OR UPDATE OF "venue_id" ON "access_points"
  FOR EACH ROW EXECUTE FUNCTION "access_points_set_venue_name"();--> statement-breakpoint
CREATE FUNCTION "venues_rename_access_points"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "access_points" SET "venue_name" = NEW.name WHERE "venue_id" = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "venues_rename_access_points" AFTER UPDATE OF "name" ON "venues"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "venues_rename_access_points"();--> statement-breakpoint
UPDATE "access_points" SET "venue_name" = "venues"."name" FROM "venues" WHERE "venues"."id" = "access_points"."venue_id";
