-- The words of people's names that people search finds them by (user_name_terms, user_name_tokens), kept
-- by triggers on users.
--
-- The readable source of this module's hand-written SQL, as the migrations left it (0006_user-name-terms-triggers).
-- A change is written here and copied into a new migration (drizzle-kit generate --custom);
-- db/sql-sources.test.ts checks that this file and a migrated database agree.

-- The words of a name, or of a keyword, as search compares them: lower case, accents folded, split at spaces.
CREATE OR REPLACE FUNCTION name_words(name text) RETURNS text[] LANGUAGE sql STABLE PARALLEL SAFE
  RETURN array_remove(regexp_split_to_array(lower(unaccent(name)), '\s+'), '');
--> statement-breakpoint

-- Rebuilds the tokens of these people from their rows: each word of a live person's name, and each pair of
-- two of the words in text order ("garcia maria"), so that a two-word search is one index range. New words
-- join the terms in text order, so that concurrent inserts of the same new words never wait in a cycle.
CREATE OR REPLACE FUNCTION index_user_names(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM user_name_tokens WHERE user_id = ANY (ids);
  WITH words AS (
    SELECT DISTINCT u.id, u.created_at, word
    FROM users u, unnest(name_words(u.first_name || ' ' || u.last_name)) AS word
    WHERE u.id = ANY (ids) AND u.deleted_at IS NULL
  ), new_terms AS (
    INSERT INTO user_name_terms (term) SELECT DISTINCT word FROM words ORDER BY word ON CONFLICT DO NOTHING
  )
  INSERT INTO user_name_tokens (term, user_id, created_at)
  SELECT word, id, created_at FROM words
  UNION ALL
  SELECT a.word || ' ' || b.word, a.id, a.created_at FROM words a JOIN words b ON b.id = a.id AND a.word < b.word;
$$;
--> statement-breakpoint

-- Per statement, so that a bulk insert (the demo seed, the bench's 100,000 people) indexes them in one pass.
CREATE OR REPLACE FUNCTION users_inserted_index_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM index_user_names(array(SELECT id FROM inserted));
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE OR REPLACE TRIGGER users_index_names_on_insert AFTER INSERT ON users REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION users_inserted_index_names();
--> statement-breakpoint

-- Per row, and only when a name, the join time or the deletion changed: follower counts and the like
-- update users often and leave the tokens alone.
CREATE OR REPLACE FUNCTION users_updated_index_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM index_user_names(array[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE OR REPLACE TRIGGER users_index_names_on_update AFTER UPDATE OF first_name, last_name, created_at, deleted_at ON users
  FOR EACH ROW WHEN (
    OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
  ) EXECUTE FUNCTION users_updated_index_names();
