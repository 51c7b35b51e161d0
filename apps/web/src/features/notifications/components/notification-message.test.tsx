import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { NotificationMessage, plainMessage, sanitizeMessage } from "./notification-message.tsx";

/**
 * Stored-XSS payloads (reliability catalogue T-21: OWASP and PortSwigger filter evasions, mXSS shapes, and
 * canaries calling `window.__x()`), as a message the server failed to escape would carry them.
 */
const XSS_CORPUS = [
  `<script>window.__x()</script>`,
  `"><script>window.__x()</script>`,
  `<img src=x onerror="window.__x()">`,
  `<IMG SRC=x OnErRoR=window.__x()>`,
  `<svg onload="window.__x()">`,
  `<svg><script>window.__x()</script></svg>`,
  `<svg><style><img src=x onerror=window.__x()></style></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__x()">`,
  `<noscript><p title="</noscript><img src=x onerror=window.__x()>">`,
  `<a href="javascript:window.__x()">click</a>`,
  `<a href="JaVaScRiPt:window.__x()">click</a>`,
  `<a href="&#106;avascript:window.__x()">click</a>`,
  `<a href=" javascript:window.__x()">click</a>`,
  `<a href="java&#x09;script:window.__x()">click</a>`,
  `<a href="data:text/html,<script>window.__x()</script>">click</a>`,
  `<a href="//evil.example/steal">click</a>`,
  `<a href="https://evil.example/steal">click</a>`,
  `<iframe src="javascript:window.__x()"></iframe>`,
  `<object data="javascript:window.__x()"></object>`,
  `<embed src="javascript:window.__x()">`,
  `<body onload="window.__x()">`,
  `<details open ontoggle="window.__x()">`,
  `<input autofocus onfocus="window.__x()">`,
  `<form><button formaction="javascript:window.__x()">go</button></form>`,
  `<video><source onerror="window.__x()"></video>`,
  `<template><script>window.__x()</script></template>`,
  `<strong onmouseover="window.__x()">bold</strong>`,
  `<a href="/wall" onclick="window.__x()" style="position:fixed;inset:0">cover</a>`,
  `<style>@import 'javascript:window.__x()';</style>`,
  `<meta http-equiv="refresh" content="0;url=javascript:window.__x()">`,
  `<base href="javascript:window.__x()//">`,
  `<isindex type=image src=1 onerror=window.__x()>`,
  `<div style="background:url(javascript:window.__x())">bg</div>`,
  `<scr<script>ipt>window.__x()</scr</script>ipt>`,
  `<a href="/wall">ok</a><!--<img src=x onerror=window.__x()>-->`,
];

const ALLOWED_TAGS = new Set(["STRONG", "EM", "B", "I", "BR", "A"]);

afterEach(() => vi.unstubAllGlobals());

describe("a notification's message", () => {
  it("keeps the inline markup and the app's own links", () => {
    const html = `<strong>Ana</strong> liked your <em>outfit</em>: <a href="/wall/outfit/1">see it</a>`;
    expect(sanitizeMessage(html)).toBe(html);
    expect(plainMessage(html)).toBe("Ana liked your outfit: see it");
  });

  it.each(XSS_CORPUS)("lets nothing run from %s", (payload) => {
    const canary = vi.fn();
    vi.stubGlobal("__x", canary);
    const { container } = renderWithProviders(<NotificationMessage html={`Hello ${payload}`} />);
    const elements = [...(container.querySelector(".mantine-Text-root") ?? container).querySelectorAll("*")];
    for (const element of elements) {
      expect(ALLOWED_TAGS.has(element.tagName), element.outerHTML).toBe(true);
      for (const attribute of element.attributes) {
        expect(attribute.name).toBe("href");
        expect(attribute.value).toMatch(/^\/(?!\/)/);
      }
    }
    expect(container.innerHTML).not.toMatch(/<script|javascript:|onerror|onload/i);
    for (const element of elements) (element as HTMLElement).click?.();
    expect(canary).not.toHaveBeenCalled();
  });
});
