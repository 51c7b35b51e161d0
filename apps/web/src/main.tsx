import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers.tsx";
import { whenSessionEnds } from "./lib/api-client.ts";
import { router } from "./router.tsx";

whenSessionEnds(() => {
  void router.navigate({ to: "/login", search: { redirect: router.state.location.href }, replace: true });
});

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
