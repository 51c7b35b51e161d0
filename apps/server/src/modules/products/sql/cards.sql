-- A product's card, the JSON of its own fields that the shop's pages add to (decision 006).
--
-- The readable source of this module's hand-written SQL, as the migrations left it (0020_product-cards).
-- A change is written here and copied into a new migration (drizzle-kit generate --custom);
-- db/sql-sources.test.ts checks that this file and a migrated database agree.

-- Kept by the database whenever the fields change, so that a page only adds the store, the brand and the
-- shopper's reasons (cardJson in modules/products/shop.ts) instead of building every card again.
CREATE OR REPLACE FUNCTION product_card(p products) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(card)::text FROM (
    SELECT p.id, p.title, p.category, p.images -> 0 AS image, p.price_minor AS "priceMinor",
      p.compare_at_minor AS "compareAtMinor", p.colours, p.total_stock = 0 AS "soldOut"
  ) AS card
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION products_carded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card := product_card(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint

-- The search text, counts and status are not on the card: changing them leaves it alone.
CREATE OR REPLACE TRIGGER products_card BEFORE INSERT OR UPDATE OF
  title, category, images, price_minor, compare_at_minor, colours, total_stock
  ON products FOR EACH ROW EXECUTE FUNCTION products_carded();
