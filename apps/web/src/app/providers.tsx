import "@fontsource-variable/fraunces";
import "@fontsource-variable/inter";
import "./mantine-styles.ts";
import "@mantine/notifications/styles.css";
import "./global.css";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { TOASTS_WANTED_EVENT } from "../lib/notify.ts";
import { useRealtime } from "../lib/realtime.ts";
import { queryClient } from "./query-client.ts";
import { theme } from "./theme.ts";

const Notifications = lazy(() =>
  import("@mantine/notifications").then((module) => ({ default: module.Notifications })),
);

/**
 * The toast area (top-center, 5000 ms, at most 20: spec section 9). Its code loads with the first
 * toast: no page needs it to render.
 */
function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(TOASTS_WANTED_EVENT, want);
    return () => window.removeEventListener(TOASTS_WANTED_EVENT, want);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications position="top-center" limit={20} autoClose={5000} />
    </Suspense>
  ) : null;
}

/** The realtime socket, within the query client it refreshes. */
function Realtime() {
  useRealtime();
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <Realtime />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
