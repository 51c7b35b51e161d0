import { randomUUID } from "node:crypto";
import type { Address, AddressPage } from "@cbm/contracts";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const home = {
  label: "Home",
  fullName: "Grace Hopper",
  line1: "221 Market Street",
  line2: "Apartment 4",
  city: "San Francisco",
  region: "California",
  postalCode: "94103",
  country: "US",
  phone: "+14155550123",
};
const studio = {
  fullName: "Grace Hopper",
  line1: "12 Rue de Rivoli",
  city: "Paris",
  postalCode: "75001",
  country: "FR",
};

type Method = NonNullable<InjectOptions["method"]>;
const call = (person: Person | null, method: Method, url: string, payload?: object) =>
  test.request({ method, url, headers: person?.headers, payload: payload as Record<string, unknown> });

async function add(person: Person, body: object = home): Promise<Address> {
  const response = await call(person, "POST", "/v1/users/addresses", body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Address>();
}

async function list(person: Person): Promise<AddressPage> {
  const response = await call(person, "GET", "/v1/users/addresses");
  expect(response.statusCode).toBe(200);
  return response.json<AddressPage>();
}

const defaults = async (person: Person) =>
  (await list(person)).items.filter((address) => address.isDefault).map((address) => address.id);

describe("POST /v1/users/addresses", () => {
  it("adds an address, the first one as the default, and answers it", async () => {
    const person = await registerPerson(test);
    const first = await add(person);
    expect(first).toEqual({
      id: expect.any(String),
      ...home,
      isDefault: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    const second = await add(person, studio);
    expect(second).toMatchObject({ ...studio, label: null, line2: null, region: null, phone: null });
    expect(second.isDefault).toBe(false);
  });

  it("trims the fields, upper-cases the postal code and counts blank optional fields as absent", async () => {
    const person = await registerPerson(test);
    const address = await add(person, {
      ...home,
      label: "  ",
      fullName: "  Grace  Hopper ",
      line2: "",
      region: null,
      phone: " \t",
      postalCode: " sw1a   1aa ",
      country: "GB",
    });
    expect(address).toMatchObject({
      label: null,
      fullName: "Grace  Hopper",
      line2: null,
      region: null,
      phone: null,
      postalCode: "SW1A 1AA",
    });
  });

  it("names every missing field, and stores nothing", async () => {
    const person = await registerPerson(test);
    const response = await call(person, "POST", "/v1/users/addresses", {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      fullName: ["Full name is required"],
      line1: ["Street address is required"],
      city: ["City is required"],
      postalCode: ["Postal code is required"],
      country: ["Country is required"],
    });
    expect((await list(person)).total).toBe(0);
  });

  it("refuses values that are too long, not text, or not in the lists", async () => {
    const person = await registerPerson(test);
    const response = await call(person, "POST", "/v1/users/addresses", {
      label: "l".repeat(41),
      fullName: 42,
      line1: "s".repeat(121),
      line2: ["x"],
      city: "c".repeat(81),
      region: "Ré\u0000gion",
      postalCode: "9410#",
      country: "XX",
      phone: "0415 555 0123",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      label: ["Label must be at most 40 characters"],
      fullName: ["Full name must be text"],
      line1: ["Street address must be at most 120 characters"],
      line2: ["Apartment, suite or floor must be text"],
      city: ["City must be at most 80 characters"],
      region: ["State or region contains characters that are not allowed"],
      postalCode: ["Postal code may only have letters, digits, spaces and hyphens"],
      country: ["Choose a country from the list"],
      phone: ["Phone must be in international format, like +14155550123"],
    });
    expect((await list(person)).total).toBe(0);
  });

  it("checks the postal code against the country's format where it is known", async () => {
    const person = await registerPerson(test);
    const cases: [string, string, string?][] = [
      ["US", "9410", "94103"],
      ["GB", "12345", "SW1A 1AA"],
      ["NL", "1012", "1012 AB"],
      ["DE", "1011", "10115"],
    ];
    for (const [country, postalCode, example] of cases) {
      const response = await call(person, "POST", "/v1/users/addresses", { ...home, country, postalCode });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        postalCode: [`Postal code must look like ${example} in this country`],
      });
    }
    const tooLong = await call(person, "POST", "/v1/users/addresses", {
      ...home,
      postalCode: "1".repeat(17),
    });
    expect(tooLong.json()).toEqual({ postalCode: ["Postal code must be at most 16 characters"] });
    // Where the format is not known, letters, digits, spaces and hyphens do.
    expect((await add(person, { ...home, country: "AR", postalCode: "c1420abc" })).postalCode).toBe(
      "C1420ABC",
    );
    expect((await add(person, { ...home, postalCode: "94103-1234" })).postalCode).toBe("94103-1234");
  });

  it("keeps at most 20 addresses, with a clear message", async () => {
    const person = await registerPerson(test);
    for (let index = 0; index < 20; index++) await add(person, { ...studio, label: `Place ${index}` });
    const response = await call(person, "POST", "/v1/users/addresses", home);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      addresses: ["You can keep at most 20 addresses. Delete one to add another."],
    });
    expect((await list(person)).total).toBe(20);
  });

  it("holds the limit and the one default when many are added at once", async () => {
    const person = await registerPerson(test);
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        call(person, "POST", "/v1/users/addresses", { ...studio, label: `Place ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 400)).toHaveLength(4);
    expect((await list(person)).total).toBe(20);
    expect(await defaults(person)).toHaveLength(1);
  });

  it("answers 401 without a token", async () => {
    const response = await call(null, "POST", "/v1/users/addresses", home);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthenticated." });
  });
});

describe("GET /v1/users/addresses", () => {
  it("lists only the user's addresses, the default first, then the newest", async () => {
    const [person, other] = await Promise.all([registerPerson(test), registerPerson(test)]);
    const first = await add(person, { ...studio, label: "First" });
    const second = await add(person, { ...studio, label: "Second" });
    const third = await add(person, { ...studio, label: "Third" });
    await add(other);
    const page = await list(person);
    expect(page).toMatchObject({ page: 0, size: 20, total: 3 });
    expect(page.items.map((address) => address.id)).toEqual([first.id, third.id, second.id]);

    const response = await call(person, "GET", "/v1/users/addresses?size=1&page=1");
    expect(response.json<AddressPage>()).toMatchObject({ page: 1, size: 1, total: 3 });
    expect(response.json<AddressPage>().items.map((address) => address.id)).toEqual([third.id]);
  });

  it("answers an empty page to someone without addresses", async () => {
    const person = await registerPerson(test);
    expect(await list(person)).toEqual({ items: [], page: 0, size: 20, total: 0 });
  });

  it("names a bad page size and answers 401 without a token", async () => {
    const person = await registerPerson(test);
    const bad = await call(person, "GET", "/v1/users/addresses?size=0");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ size: ["Size must be at least 1"] });
    expect((await call(null, "GET", "/v1/users/addresses")).statusCode).toBe(401);
  });
});

describe("GET /v1/users/addresses/{id}", () => {
  it("answers the user's own address", async () => {
    const person = await registerPerson(test);
    const address = await add(person);
    const response = await call(person, "GET", `/v1/users/addresses/${address.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(address);
  });

  it("answers 404 for another user's address or an unknown one, 400 for a bad id, 401 without a token", async () => {
    const [owner, other] = await Promise.all([registerPerson(test), registerPerson(test)]);
    const address = await add(owner);
    for (const id of [address.id, randomUUID()]) {
      const response = await call(other, "GET", `/v1/users/addresses/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "We could not find this address." });
    }
    const bad = await call(owner, "GET", "/v1/users/addresses/42");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ["Id must be a valid id"] });
    expect((await call(null, "GET", `/v1/users/addresses/${address.id}`)).statusCode).toBe(401);
  });
});

describe("PUT /v1/users/addresses/{id}", () => {
  it("replaces the fields, clearing the optional ones left out, and keeps the default", async () => {
    const person = await registerPerson(test);
    const address = await add(person);
    const response = await call(person, "PUT", `/v1/users/addresses/${address.id}`, studio);
    expect(response.statusCode).toBe(200);
    const updated = response.json<Address>();
    expect(updated).toEqual({
      ...address,
      ...studio,
      label: null,
      line2: null,
      region: null,
      phone: null,
      updatedAt: expect.any(String),
    });
    expect(updated.updatedAt >= address.updatedAt).toBe(true);
    expect((await list(person)).items).toEqual([updated]);
  });

  it("names bad fields and changes nothing", async () => {
    const person = await registerPerson(test);
    const address = await add(person);
    const response = await call(person, "PUT", `/v1/users/addresses/${address.id}`, {
      ...home,
      city: " ",
      country: "FR",
      postalCode: "7500",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      city: ["City is required"],
      postalCode: ["Postal code must look like 75001 in this country"],
    });
    expect((await list(person)).items).toEqual([address]);
  });

  it("answers 404 for another user's address and leaves it alone; 401 without a token", async () => {
    const [owner, other] = await Promise.all([registerPerson(test), registerPerson(test)]);
    const address = await add(owner);
    const response = await call(other, "PUT", `/v1/users/addresses/${address.id}`, studio);
    expect(response.statusCode).toBe(404);
    expect((await call(null, "PUT", `/v1/users/addresses/${address.id}`, studio)).statusCode).toBe(401);
    expect((await list(owner)).items).toEqual([address]);
  });
});

describe("POST /v1/users/addresses/{id}/default", () => {
  it("makes the address the only default, and is idempotent", async () => {
    const person = await registerPerson(test);
    const first = await add(person);
    const second = await add(person, studio);
    const response = await call(person, "POST", `/v1/users/addresses/${second.id}/default`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...second, isDefault: true });
    expect(await defaults(person)).toEqual([second.id]);
    expect((await list(person)).items.map((address) => address.id)).toEqual([second.id, first.id]);

    const again = await call(person, "POST", `/v1/users/addresses/${second.id}/default`);
    expect(again.json()).toEqual({ ...second, isDefault: true });
    expect(await defaults(person)).toEqual([second.id]);
  });

  it("leaves exactly one default when several requests race", async () => {
    const person = await registerPerson(test);
    const added: Address[] = [];
    for (let index = 0; index < 6; index++)
      added.push(await add(person, { ...studio, label: `Place ${index}` }));
    const responses = await Promise.all(
      [...added, ...added].map((address) =>
        call(person, "POST", `/v1/users/addresses/${address.id}/default`),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    expect(await defaults(person)).toHaveLength(1);
  });

  it("answers 404 for another user's address without touching the defaults; 401 without a token", async () => {
    const [owner, other] = await Promise.all([registerPerson(test), registerPerson(test)]);
    const address = await add(owner);
    await add(owner, studio);
    const mine = await add(other);
    const response = await call(other, "POST", `/v1/users/addresses/${address.id}/default`);
    expect(response.statusCode).toBe(404);
    expect(await defaults(owner)).toEqual([address.id]);
    expect(await defaults(other)).toEqual([mine.id]);
    expect((await call(null, "POST", `/v1/users/addresses/${address.id}/default`)).statusCode).toBe(401);
    expect((await call(owner, "POST", "/v1/users/addresses/home/default")).statusCode).toBe(400);
  });
});

describe("DELETE /v1/users/addresses/{id}", () => {
  it("deletes an address that is not the default and keeps the default", async () => {
    const person = await registerPerson(test);
    const first = await add(person);
    const second = await add(person, studio);
    const response = await call(person, "DELETE", `/v1/users/addresses/${second.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "The address was deleted." });
    expect((await list(person)).items).toEqual([first]);
  });

  it("makes the most recent remaining address the default when the default goes", async () => {
    const person = await registerPerson(test);
    const first = await add(person, { ...studio, label: "First" });
    const second = await add(person, { ...studio, label: "Second" });
    const third = await add(person, { ...studio, label: "Third" });
    await call(person, "POST", `/v1/users/addresses/${second.id}/default`);
    await call(person, "DELETE", `/v1/users/addresses/${second.id}`);
    expect(await defaults(person)).toEqual([third.id]);
    await call(person, "DELETE", `/v1/users/addresses/${third.id}`);
    expect(await defaults(person)).toEqual([first.id]);
    await call(person, "DELETE", `/v1/users/addresses/${first.id}`);
    expect((await list(person)).total).toBe(0);
    // The next address starts over as the default.
    expect((await add(person)).isDefault).toBe(true);
  });

  it("answers 404 for another user's address or one already deleted; 401 without a token", async () => {
    const [owner, other] = await Promise.all([registerPerson(test), registerPerson(test)]);
    const address = await add(owner);
    expect((await call(other, "DELETE", `/v1/users/addresses/${address.id}`)).statusCode).toBe(404);
    expect((await call(null, "DELETE", `/v1/users/addresses/${address.id}`)).statusCode).toBe(401);
    expect((await list(owner)).items).toEqual([address]);
    expect((await call(owner, "DELETE", `/v1/users/addresses/${address.id}`)).statusCode).toBe(200);
    const again = await call(owner, "DELETE", `/v1/users/addresses/${address.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "We could not find this address." });
  });
});
