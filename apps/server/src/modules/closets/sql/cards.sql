-- A closet's card, the JSON of its own fields and newest items that pages add to (decision 006).
--
-- The readable source of this module's hand-written SQL, as the migrations left it (0012_card-triggers).
-- A change is written here and copied into a new migration (drizzle-kit generate --custom);
-- db/sql-sources.test.ts checks that this file and a migrated database agree.

-- A closet's card shows its cover (the newest item's image when the owner chose none) and the images of
-- its four newest items.
CREATE OR REPLACE FUNCTION closet_card(c closets) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(card)::text FROM (
    SELECT c.id, c.name, c.description, coalesce(c.cover, preview.images -> 0) AS cover,
      preview.images AS preview, c.visibility, c.item_count AS "itemCount",
      to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
      to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
    FROM (
      SELECT coalesce(jsonb_agg(newest.image ORDER BY newest.created_at DESC, newest.id DESC), '[]') AS images
      FROM (
        SELECT i.image, i.created_at, i.id FROM closet_items i WHERE i.closet_id = c.id
        ORDER BY i.created_at DESC, i.id DESC LIMIT 4
      ) AS newest
    ) AS preview
  ) AS card
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION closets_carded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card := closet_card(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint

CREATE OR REPLACE TRIGGER closets_card BEFORE INSERT OR UPDATE OF
  name, description, cover, visibility, item_count, created_at, updated_at
  ON closets FOR EACH ROW EXECUTE FUNCTION closets_carded();
--> statement-breakpoint

-- Items added, edited, moved or removed change their closets' previews. Per statement, so that a bulk
-- insert (the demo seed, the bench's wall) writes each closet's card once. A closet being deleted is gone
-- by then: nothing to write.
CREATE OR REPLACE FUNCTION closets_carded_again(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE closets SET card = closet_card(closets) WHERE id = ANY (ids)
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION closet_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM closets_carded_again(array(SELECT DISTINCT closet_id FROM added));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM closets_carded_again(array(SELECT DISTINCT closet_id FROM removed));
  ELSE
    PERFORM closets_carded_again(array(SELECT closet_id FROM removed UNION SELECT closet_id FROM added));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- A trigger with transition tables serves one kind of change: three of them.
CREATE OR REPLACE TRIGGER closet_items_card_on_insert AFTER INSERT ON closet_items REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION closet_items_changed();
--> statement-breakpoint

CREATE OR REPLACE TRIGGER closet_items_card_on_delete AFTER DELETE ON closet_items REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION closet_items_changed();
--> statement-breakpoint

CREATE OR REPLACE TRIGGER closet_items_card_on_update AFTER UPDATE ON closet_items
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION closet_items_changed();
