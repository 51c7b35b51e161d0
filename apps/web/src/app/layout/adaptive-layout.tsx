import { lazy, Suspense } from "react";
import { useSession } from "../../lib/use-session.ts";
import { PublicLayout } from "./public-layout.tsx";

const AuthenticatedLayout = lazy(() =>
  import("./authenticated-layout.tsx").then((module) => ({ default: module.AuthenticatedLayout })),
);

/** Contact, privacy and terms: inside the signed-in frame for members, the public one for visitors. */
export function AdaptiveLayout() {
  return useSession() ? (
    <Suspense fallback={null}>
      <AuthenticatedLayout />
    </Suspense>
  ) : (
    <PublicLayout />
  );
}
