// Not a baseline: the API's catalogue calls as the assistant scenario's stand-in (fixed JSON shaped by the
// contracts), in a process of its own as the API would be, started and reported like the baselines.
import { startStandInApi } from "../../apps/assistant/src/testing/stand-in-api.ts";
import type { Ready } from "./shared.ts";

const standIn = await startStandInApi();
const close = () => {
  standIn.close().finally(() => process.exit(0));
};
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, close);
process.on("disconnect", close);
process.send?.({ url: standIn.url, path: "" } satisfies Ready);
