import { lazy, type ReactNode, Suspense } from "react";
import { useSession } from "../../lib/use-session.ts";
import { PublicLayout } from "./public-layout.tsx";

const AuthenticatedLayout = lazy(() =>
  import("./authenticated-layout.tsx").then((module) => ({ default: module.AuthenticatedLayout })),
);

/**
 * Contact, privacy, terms and the missing pages: inside the signed-in frame for members, the public one
 * for visitors. `children` replaces the route's outlet (a missing page has no route).
 */
export function AdaptiveLayout({ children }: { children?: ReactNode }) {
  return useSession() ? (
    <Suspense fallback={null}>
      <AuthenticatedLayout>{children}</AuthenticatedLayout>
    </Suspense>
  ) : (
    <PublicLayout>{children}</PublicLayout>
  );
}
