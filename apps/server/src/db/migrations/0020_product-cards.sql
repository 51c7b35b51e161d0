ALTER TABLE "products" ADD COLUMN "card" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
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
--> statement-breakpoint
UPDATE products SET card = product_card(products);
