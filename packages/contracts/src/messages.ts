/**
 * The fixed texts of spec section 8. Kept apart from the schemas so the web app's first screen can
 * use them without loading the validation library.
 */
export const ERROR_MESSAGES = {
  unauthenticated: "Unauthenticated.",
  default: "Something went wrong, please try again later!",
  invalidAction: "Your action is invalid.",
  notFound: "Page not found",
} as const;
