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
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION outfits_inserted_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE feed_entries IN ROW EXCLUSIVE MODE;
  IF EXISTS (SELECT FROM feed_inboxes) THEN
    PERFORM feed_fan_out(author_id, created_at, id, NULL, visibility) FROM inserted;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION closets_inserted_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE feed_entries IN ROW EXCLUSIVE MODE;
  IF EXISTS (SELECT FROM feed_inboxes) THEN
    PERFORM feed_fan_out(owner_id, items_added_at, NULL, id, visibility) FROM inserted
    WHERE items_added_at IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

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
