import { useRouterState } from "@tanstack/react-router";
import { type ReactNode, useRef } from "react";

const depth = (pathname: string) => pathname.split("/").filter(Boolean).length;

/** Deeper pages slide in from the right (moving left), shallower ones from the left (spec section 2). */
export function slideDirection(from: string | undefined, to: string): "left" | "right" | undefined {
  if (from === undefined || from === to) return undefined;
  const delta = depth(to) - depth(from);
  return delta > 0 ? "left" : delta < 0 ? "right" : undefined;
}

export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const previous = useRef<{ pathname: string; direction?: "left" | "right" }>(undefined);
  if (previous.current?.pathname !== pathname) {
    previous.current = { pathname, direction: slideDirection(previous.current?.pathname, pathname) };
  }
  return (
    <div key={pathname} className="cbm-page" data-slide={previous.current.direction}>
      {children}
    </div>
  );
}
