import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";

function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = configOrExit();
const app = await buildApp(config);
await app.listen({ host: config.HOST, port: config.ASSISTANT_PORT });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
