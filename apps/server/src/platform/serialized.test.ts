import Fastify from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { asSent, Serialized, serializerSendingSerialized } from "./serialized.ts";

const PageSchema = z.object({ items: z.array(z.object({ id: z.string() })) });

/** A server with one route answering `text` as written elsewhere, and one answering an object. */
async function serverSending(text: string, check: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerSendingSerialized(check));
  const schema = { response: { 200: PageSchema } };
  app.get("/written", { schema }, async () => asSent(new Serialized<z.infer<typeof PageSchema>>(text)));
  app.get("/object", { schema }, async () => ({ items: [{ id: "a", secret: "dropped" }] }));
  await app.ready();
  return app;
}

describe("serializerSendingSerialized", () => {
  it("sends JSON written elsewhere as it is, as JSON, and serialises other bodies by their schema", async () => {
    const app = await serverSending('{"items":[{"id":"a"}]}', true);
    const written = await app.inject("/written");
    expect(written.statusCode).toBe(200);
    expect(written.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(written.body).toBe('{"items":[{"id":"a"}]}');
    expect((await app.inject("/object")).body).toBe('{"items":[{"id":"a"}]}');
    await app.close();
  });

  it("refuses, when checking, JSON that does not match the route's schema", async () => {
    const checking = await serverSending('{"items":[{"name":"a"}]}', true);
    expect((await checking.inject("/written")).statusCode).toBe(500);
    await checking.close();
    const trusting = await serverSending('{"items":[{"name":"a"}]}', false);
    expect((await trusting.inject("/written")).body).toBe('{"items":[{"name":"a"}]}');
    await trusting.close();
  });
});
