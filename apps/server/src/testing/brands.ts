import { randomUUID } from "node:crypto";
import { brandsService } from "../modules/brands/index.ts";
import type { TestApp } from "./harness.ts";

/** A brand of the catalogue whose name (`<name> <random>`) no other test uses. */
export async function newBrand(
  test: TestApp,
  name = "Maison",
  active = true,
): Promise<{ id: string; name: string }> {
  const brand = await brandsService(test.deps).create({
    name: `${name} ${randomUUID().slice(0, 8)}`,
    active,
  });
  return { id: brand.id, name: brand.name };
}
