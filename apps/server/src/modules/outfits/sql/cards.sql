-- An outfit's card, the JSON of its own fields that pages add to (decision 006).
--
-- The readable source of this module's hand-written SQL, as the migrations left it (0012_card-triggers).
-- A change is written here and copied into a new migration (drizzle-kit generate --custom);
-- db/sql-sources.test.ts checks that this file and a migrated database agree.

-- Outfit and closet cards (outfits.card, closets.card): each one's own fields as the contract's JSON,
-- kept by the database whenever they change, so that a page of outfits or closets only adds who wrote them,
-- the counts and the viewer's flags (outfitJson, closetJson) instead of building every object again.
-- row_to_json writes compact JSON; the times are written as JavaScript's toISOString writes them.

CREATE OR REPLACE FUNCTION outfit_card(o outfits) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(card)::text FROM (
    SELECT o.id, o.image, o.has_photo AS "hasPhoto", o.caption, o.occasion, o.seasons, o.tags, o.colours,
      o.visibility, o.item_count AS "itemCount",
      to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
  ) AS card
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION outfits_carded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card := outfit_card(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint

-- Counts and the Explore rank change often and are not on the card: they leave it alone.
CREATE OR REPLACE TRIGGER outfits_card BEFORE INSERT OR UPDATE OF
  image, has_photo, caption, occasion, seasons, tags, colours, visibility, item_count, created_at
  ON outfits FOR EACH ROW EXECUTE FUNCTION outfits_carded();
