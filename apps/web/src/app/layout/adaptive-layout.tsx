import { useSession } from "../../lib/use-session.ts";
import { AuthenticatedLayout } from "./authenticated-layout.tsx";
import { PublicLayout } from "./public-layout.tsx";

/** Contact, privacy and terms: inside the signed-in frame for members, the public one for visitors. */
export function AdaptiveLayout() {
  return useSession() ? <AuthenticatedLayout /> : <PublicLayout />;
}
