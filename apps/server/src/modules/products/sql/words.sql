-- The words of products' search texts that the shop's keyword finds them by (product_words, product_terms),
-- kept by triggers on products (decision 015).
--
-- The readable source of this module's hand-written SQL, as the migrations left it (0019_shop-words).
-- A change is written here and copied into a new migration (drizzle-kit generate --custom);
-- db/sql-sources.test.ts checks that this file and a migrated database agree.

-- Rebuilds the words of these products from their rows. New words join the terms in text order, so that
-- concurrent inserts of the same new words never wait in a cycle.
CREATE OR REPLACE FUNCTION index_product_words(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_words WHERE product_id = ANY (ids);
  WITH words AS (
    SELECT DISTINCT p.id, p.created_at, word
    FROM products p, regexp_split_to_table(p.search_text, '[^[:alnum:]]+') AS word
    WHERE p.id = ANY (ids) AND word <> ''
  ), new_terms AS (
    INSERT INTO product_terms (term) SELECT DISTINCT word FROM words ORDER BY word ON CONFLICT DO NOTHING
  )
  INSERT INTO product_words (word, created_at, product_id) SELECT word, created_at, id FROM words;
$$;
--> statement-breakpoint

-- Per statement, so that a bulk insert (the demo seed, a CSV import, the bench's 100,000 products) indexes
-- them in one pass.
CREATE OR REPLACE FUNCTION products_inserted_index_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM index_product_words(array(SELECT id FROM inserted));
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE OR REPLACE TRIGGER products_index_words_on_insert AFTER INSERT ON products REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION products_inserted_index_words();
--> statement-breakpoint

-- Per row, and only when the search text or the time changed: stock and counts update products often and
-- leave the words alone.
CREATE OR REPLACE FUNCTION products_updated_index_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM index_product_words(array[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE OR REPLACE TRIGGER products_index_words_on_update AFTER UPDATE OF search_text, created_at ON products
  FOR EACH ROW WHEN (
    OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.created_at IS DISTINCT FROM NEW.created_at
  ) EXECUTE FUNCTION products_updated_index_words();
