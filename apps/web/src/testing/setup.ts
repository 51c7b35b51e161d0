import { notifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { session } from "../lib/session.ts";

// The web files run beside the server's on two cores: a menu's opening may take longer than the default 1 s.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks these browser APIs that Mantine reads.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView = () => {};
Element.prototype.scrollTo = () => {};
// Mantine's autosize Textarea waits for fonts.
Object.defineProperty(document, "fonts", {
  configurable: true,
  value: { ready: Promise.resolve(), addEventListener() {}, removeEventListener() {} },
});

// A worker's files share these modules (the root vitest.config.ts): nothing a test leaves may reach the next.
afterEach(() => {
  cleanup();
  notifications.clean();
  session.clear();
});
