// Stored-XSS payloads (reliability catalogue T-21): our canaries, which call `window.__x()` if they ever
// run, in the shapes that filter-evasion lists (OWASP's cheat sheet, PortSwigger's) and DOMPurify's
// mutation-XSS fixtures use, plus `alert` ones for a dialog listener. A page that shows any of them as
// anything but text has a hole.

/** Short enough to be a first name (60 characters). */
export const XSS_NAMES = [
  `<img src=x onerror=window.__x()>`,
  `<svg onload=window.__x()>`,
  `"><script>window.__x()</script>`,
  `<details open ontoggle=alert(1)>`,
];

export const XSS_MESSAGES = [
  ...XSS_NAMES,
  `<script>window.__x()</script>`,
  `<IMG SRC=JaVaScRiPt:window.__x()>`,
  `<IMG """><SCRIPT>window.__x()</SCRIPT>">`,
  `<img src=x onerror="&#0000119;indow.__x()">`,
  `<a href="javascript:window.__x()">click me</a>`,
  `<a href="&#106;avascript:window.__x()">click me</a>`,
  `javascript:window.__x()`,
  `<iframe src="javascript:window.__x()"></iframe>`,
  `<iframe srcdoc="<script>parent.__x()</script>"></iframe>`,
  `<body onload=window.__x()>`,
  `<input autofocus onfocus=window.__x()>`,
  `<video><source onerror=window.__x()></video>`,
  `<object data="javascript:window.__x()"></object>`,
  `<embed src="javascript:window.__x()">`,
  `<div style="background:url(javascript:window.__x())">styled</div>`,
  `<marquee onstart=window.__x()>moving</marquee>`,
  `<svg><animate onbegin=window.__x() attributeName=x dur=1s>`,
  `<svg><style><img src=x onerror=window.__x()></style></svg>`,
  `<math><mi//xlink:href="data:x,<script>window.__x()</script>">`,
  `<noscript><p title="</noscript><img src=x onerror=window.__x()>">`,
  `<xmp><p title="</xmp><img src=x onerror=window.__x()>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__x()>`,
  `<template><img src=x onerror=window.__x()></template>`,
  `<img src=x onerror=alert(document.domain)>`,
  `{{constructor.constructor('window.__x()')()}}`,
  `\${window.__x()}`,
  `[click me](javascript:window.__x())`,
  `<strong>bold</strong> & <em>em</em> &amp; &lt;tags&gt;`,
];
