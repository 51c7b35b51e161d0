import path from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { ensureFirstAdmin } from "./first-admin.ts";
import { createDeps } from "./platform/deps.ts";
import { createLogger } from "./platform/logger.ts";
import { openDatabase } from "./platform/open-database.ts";
import { loadMasterSecret } from "./platform/secrets.ts";
import { demoAccounts, seedIfEmpty } from "./seed/index.ts";

async function main() {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  const dataDir = path.resolve(config.DATA_DIR);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(dataDir, "db"),
    migrationsDir: config.MIGRATIONS_DIR,
    onConnectionError: (error) => log.warn({ err: error }, "database connection lost; the pool replaces it"),
  });
  const secret = await loadMasterSecret(config.JWT_SECRET, dataDir);
  const deps = await createDeps({ ...config, DATA_DIR: dataDir }, { log, database, secret });
  // The app first, ready: its listeners (platform/bus.ts) hear what the seed and the first admin's account
  // do, and its job runner has made their queues (a fresh database has none until it starts).
  const app = await buildApp(deps);
  await app.ready();
  const production = config.NODE_ENV === "production";
  if (config.SEED) {
    const accounts = demoAccounts(production);
    const seeded = await seedIfEmpty(deps, accounts);
    // In production the admin's drawn password exists only in this one line, printed when it is made.
    if (seeded || !production) {
      for (const { email, password, role } of accounts)
        log.info(`demo account (${role}): ${email} / ${password}`);
    }
  }
  if (config.ADMIN_EMAIL) {
    const made = await ensureFirstAdmin(deps, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    if (made?.drawn)
      log.warn(`first admin: ${config.ADMIN_EMAIL} / ${made.drawn} (shown once: sign in and change it)`);
    else if (made) log.warn(`first admin: ${config.ADMIN_EMAIL}, with the password of ADMIN_PASSWORD`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down: finishing requests in flight");
    const forced = setTimeout(() => {
      log.error("shutdown took too long; exiting");
      process.exit(1);
    }, 10_000);
    forced.unref();
    await app.close();
    log.info("closed");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.HOST, port: config.PORT });
  log.info(`CBM is running on http://localhost:${config.PORT} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
