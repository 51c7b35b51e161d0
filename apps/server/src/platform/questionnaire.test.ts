import { describe, expect, it } from "vitest";
import { progressOf, withoutStep, withStep } from "./questionnaire.ts";

const STEPS = ["first", "second", "third"] as const;

describe("progressOf", () => {
  it("resumes at the first step neither answered nor skipped, in the questionnaire's order", () => {
    expect(progressOf(STEPS, ["third", "first"], ["second"])).toEqual({
      answeredSteps: ["first", "third"],
      skippedSteps: ["second"],
      nextStep: null,
    });
    expect(progressOf(STEPS, ["first"])).toEqual({
      answeredSteps: ["first"],
      skippedSteps: [],
      nextStep: "second",
    });
  });

  it("counts a step both answered and skipped as answered, and ignores steps it does not know", () => {
    expect(progressOf(STEPS, ["second", "gone"], ["second", "first"])).toEqual({
      answeredSteps: ["second"],
      skippedSteps: ["first"],
      nextStep: "third",
    });
  });
});

describe("withStep and withoutStep", () => {
  it("adds a step once and takes it out", () => {
    expect(withStep(["first"], "first")).toEqual(["first"]);
    expect(withStep(["first"], "second")).toEqual(["first", "second"]);
    expect(withoutStep(["first", "second"], "first")).toEqual(["second"]);
  });
});
