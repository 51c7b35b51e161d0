import { lazy, Suspense, useEffect, useState } from "react";
import { OPEN_CHATBOT_EVENT } from "../events.ts";

const AssistantOverlay = lazy(() =>
  import("./assistant-overlay.tsx").then((module) => ({ default: module.AssistantOverlay })),
);

/** Listens for the open-chatbot event everywhere; the overlay's code loads on the first one. */
export function AssistantLauncher() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(OPEN_CHATBOT_EVENT, want);
    return () => window.removeEventListener(OPEN_CHATBOT_EVENT, want);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <AssistantOverlay defaultOpened />
    </Suspense>
  ) : null;
}
