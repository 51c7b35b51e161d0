// Baseline 1: what bare Fastify does on this machine answering the profile-shaped JSON, no I/O.
import Fastify from "fastify";
import { listenAndReport, sampleProfile } from "./shared.ts";

const app = Fastify({ logger: false });
app.get("/profile", async () => sampleProfile);
await listenAndReport(app, "/profile");
