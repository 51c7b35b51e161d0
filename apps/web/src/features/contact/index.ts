// The face of contact: its page, loaded on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

export const ContactPage = lazyPage(() => import("./pages/contact-page.tsx"), "ContactPage");
