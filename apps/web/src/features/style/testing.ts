import type { StyleProfile } from "@cbm/contracts";

/** The profile of someone who has not answered anything yet, for the feature's tests. */
export const emptyProfile: StyleProfile = {
  answers: {
    bodyType: null,
    sizes: {},
    favouriteColours: [],
    avoidedColours: [],
    brands: [],
    shoppingStyles: [],
    shoppingLocations: [],
    fashionGoals: [],
    fashionEvents: [],
    styleAttributes: [],
  },
  answeredSteps: [],
  skippedSteps: [],
  nextStep: "body-type",
  completedAt: null,
};
