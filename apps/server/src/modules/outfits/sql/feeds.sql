-- The Following feed's inboxes (feed_entries, feed_inboxes: decision 006), kept by triggers on outfits
-- and, as the feed's own reactions, on closets and follows (decision 009 says why they stay triggers).
--
-- The readable source of this module's hand-written SQL, as the migrations left it (0010_feed-fan-out, 0013_inbox-build-lock).
-- A change is written here and copied into a new migration (drizzle-kit generate --custom);
-- db/sql-sources.test.ts checks that this file and a migrated database agree.

-- The Following feed's inboxes (feed_entries, feed_inboxes; modules/outfits/feeds.ts): the database writes
-- them, so that every way of posting, following or hiding reaches them, in the same transaction. Only
-- viewers who opened their feed have an inbox; it holds every entry from its floor up (all when null).

-- The newest `keep` entries of a person's (all when null) from a floor up: their outfits and the closets
-- they added items to, private ones only for themselves (`own`).
CREATE OR REPLACE FUNCTION feed_entries_of(person uuid, own boolean, from_at timestamptz, from_id uuid, keep int)
  RETURNS TABLE (at timestamptz, outfit_id uuid, closet_id uuid) LANGUAGE sql STABLE AS $$
  (SELECT o.created_at, o.id, NULL::uuid FROM outfits o
   WHERE o.author_id = person AND (own OR o.visibility <> 'private')
     AND (from_at IS NULL OR (o.created_at, o.id) >= (from_at, from_id))
   ORDER BY o.created_at DESC, o.id DESC LIMIT keep)
  UNION ALL
  (SELECT c.items_added_at, NULL::uuid, c.id FROM closets c
   WHERE c.owner_id = person AND c.items_added_at IS NOT NULL AND (own OR c.visibility <> 'private')
     AND (from_at IS NULL OR (c.items_added_at, c.id) >= (from_at, from_id))
   ORDER BY c.items_added_at DESC, c.id DESC LIMIT keep)
$$;
--> statement-breakpoint

-- An inbox's build and the writes that fan entries out (migration 0010) take turns. A post's fan-out runs
-- when the post is written but counts once it commits: one that skipped an inbox whose build had not
-- committed yet, while that build's snapshot could not see the post, left the post out of that inbox.
-- Now every writer holds feed_entries in ROW EXCLUSIVE mode until it commits (the guarded ones take it
-- before they look for inboxes), and a build first takes SHARE ROW EXCLUSIVE, which waits for those
-- writers to commit and holds new ones back until the build commits: what a build cannot see yet, its
-- writer fans out to the built inbox. Builds are first visits only, a few milliseconds each.

CREATE OR REPLACE FUNCTION feed_inbox_built(viewer uuid, keep int) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  kept int;
BEGIN
  LOCK TABLE feed_entries IN SHARE ROW EXCLUSIVE MODE;
  INSERT INTO feed_inboxes (viewer_id) VALUES (viewer) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  INSERT INTO feed_entries (viewer_id, at, outfit_id, closet_id, author_id)
  SELECT viewer, e.at, e.outfit_id, e.closet_id, people.id
  FROM (SELECT viewer AS id, true AS own UNION ALL SELECT followee_id, false FROM follows WHERE follower_id = viewer) AS people
  CROSS JOIN LATERAL feed_entries_of(people.id, people.own, NULL, NULL, keep + 1) AS e
  ORDER BY e.at DESC, coalesce(e.outfit_id, e.closet_id) DESC
  LIMIT keep + 1;
  GET DIAGNOSTICS kept = ROW_COUNT;
  IF kept > keep THEN
    DELETE FROM feed_entries e USING (
      SELECT at, entry_id FROM feed_entries WHERE viewer_id = viewer ORDER BY at, entry_id LIMIT 1) AS oldest
    WHERE e.viewer_id = viewer AND e.at = oldest.at AND e.entry_id = oldest.entry_id;
    UPDATE feed_inboxes SET (floor_at, floor_id) = (
      SELECT at, entry_id FROM feed_entries WHERE viewer_id = viewer ORDER BY at, entry_id LIMIT 1)
    WHERE viewer_id = viewer;
  END IF;
  RETURN true;
END $$;
--> statement-breakpoint

-- Puts an entry of an author's into the inboxes that show it: the author's and, unless it is private,
-- their followers', from each inbox's floor up.
CREATE OR REPLACE FUNCTION feed_fan_out(author uuid, entry_at timestamptz, outfit uuid, closet uuid, shown_to text)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO feed_entries (viewer_id, at, outfit_id, closet_id, author_id)
  SELECT i.viewer_id, entry_at, outfit, closet, author
  FROM feed_inboxes i
  WHERE i.viewer_id IN (
      SELECT author UNION ALL SELECT f.follower_id FROM follows f WHERE f.followee_id = author AND shown_to <> 'private')
    AND (i.floor_at IS NULL OR (entry_at, coalesce(outfit, closet)) >= (i.floor_at, i.floor_id))
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION outfits_inserted_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE feed_entries IN ROW EXCLUSIVE MODE;
  IF EXISTS (SELECT FROM feed_inboxes) THEN
    PERFORM feed_fan_out(author_id, created_at, id, NULL, visibility) FROM inserted;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE OR REPLACE TRIGGER outfits_fan_out_on_insert AFTER INSERT ON outfits REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION outfits_inserted_fan_out();
--> statement-breakpoint

-- A change of who may see an outfit takes it out of every inbox and puts it where it is shown now.
CREATE OR REPLACE FUNCTION outfits_shown_again() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM feed_entries WHERE outfit_id = NEW.id;
  PERFORM feed_fan_out(NEW.author_id, NEW.created_at, NEW.id, NULL, NEW.visibility);
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE OR REPLACE TRIGGER outfits_fan_out_on_visibility AFTER UPDATE OF visibility ON outfits
  FOR EACH ROW WHEN (OLD.visibility IS DISTINCT FROM NEW.visibility) EXECUTE FUNCTION outfits_shown_again();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION closets_inserted_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE feed_entries IN ROW EXCLUSIVE MODE;
  IF EXISTS (SELECT FROM feed_inboxes) THEN
    PERFORM feed_fan_out(owner_id, items_added_at, NULL, id, visibility) FROM inserted
    WHERE items_added_at IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE OR REPLACE TRIGGER closets_fan_out_on_insert AFTER INSERT ON closets REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION closets_inserted_fan_out();
--> statement-breakpoint

-- New items move a closet to the top of the feeds; a change of who may see it moves it as for outfits.
CREATE OR REPLACE FUNCTION closets_shown_again() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM feed_entries WHERE closet_id = NEW.id;
  IF NEW.items_added_at IS NOT NULL THEN
    PERFORM feed_fan_out(NEW.owner_id, NEW.items_added_at, NULL, NEW.id, NEW.visibility);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE OR REPLACE TRIGGER closets_fan_out_on_update AFTER UPDATE OF items_added_at, visibility ON closets
  FOR EACH ROW WHEN (
    OLD.items_added_at IS DISTINCT FROM NEW.items_added_at OR OLD.visibility IS DISTINCT FROM NEW.visibility
  ) EXECUTE FUNCTION closets_shown_again();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION follows_inserted_fan_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE feed_entries IN ROW EXCLUSIVE MODE;
  IF EXISTS (SELECT FROM feed_inboxes) THEN
    INSERT INTO feed_entries (viewer_id, at, outfit_id, closet_id, author_id)
    SELECT i.viewer_id, e.at, e.outfit_id, e.closet_id, added.followee_id
    FROM added JOIN feed_inboxes i ON i.viewer_id = added.follower_id
    CROSS JOIN LATERAL feed_entries_of(added.followee_id, false, i.floor_at, i.floor_id, NULL) AS e
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE OR REPLACE TRIGGER follows_fan_in_on_insert AFTER INSERT ON follows REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION follows_inserted_fan_in();
--> statement-breakpoint

-- Unfollowing (and so blocking, and leaving) takes the person's entries out of the follower's inbox.
CREATE OR REPLACE FUNCTION follows_deleted_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM feed_entries e USING removed
  WHERE e.viewer_id = removed.follower_id AND e.author_id = removed.followee_id;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE OR REPLACE TRIGGER follows_fan_out_on_delete AFTER DELETE ON follows REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION follows_deleted_fan_out();
