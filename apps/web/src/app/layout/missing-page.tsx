import { useRouterState } from "@tanstack/react-router";
import { ComingSoonPage, NotFoundPage } from "../../components/error-pages.tsx";
import { AdaptiveLayout } from "./adaptive-layout.tsx";
import { comingAreaOf } from "./coming-areas.ts";

/** A path no page answers, in the frame of the session: a part of CBM still being built, or Page Not Found. */
export function MissingPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const area = comingAreaOf(pathname);
  return <AdaptiveLayout>{area ? <ComingSoonPage area={area} /> : <NotFoundPage />}</AdaptiveLayout>;
}
