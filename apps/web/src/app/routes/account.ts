import { createRoute } from "@tanstack/react-router";
import {
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  TwoFactorAuthPage,
} from "../../features/authorization/index.ts";
import { HomePage } from "../../features/site/index.ts";
import { onboardingRoute, visitorRoute } from "./frames.tsx";

/** The front door: the home page, signing in and registering, for visitors only. */
export const visitorPages = visitorRoute.addChildren([
  createRoute({
    getParentRoute: () => visitorRoute,
    path: "/",
    component: HomePage,
  }),
  createRoute({
    getParentRoute: () => visitorRoute,
    path: "/login",
    validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
      typeof search.redirect === "string" ? { redirect: search.redirect } : {},
    component: LoginPage,
  }),
  createRoute({
    getParentRoute: () => visitorRoute,
    path: "/register",
    component: RegisterPage,
  }),
  createRoute({
    getParentRoute: () => visitorRoute,
    path: "/forgot-password",
    component: ForgotPasswordPage,
  }),
]);

/** The step right after registering. */
export const onboardingPages = onboardingRoute.addChildren([
  createRoute({
    getParentRoute: () => onboardingRoute,
    path: "/register/two-factor-auth",
    validateSearch: (search: Record<string, unknown>): { welcome?: boolean } =>
      search.welcome === true || search.welcome === "true" ? { welcome: true } : {},
    component: TwoFactorAuthPage,
  }),
]);
