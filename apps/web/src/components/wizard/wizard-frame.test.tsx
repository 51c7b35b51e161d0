import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render.tsx";
import { WizardFrame, type WizardFrameProps } from "./wizard-frame.tsx";

function renderFrame(props: Partial<WizardFrameProps> = {}) {
  const handlers = { onContinue: vi.fn(), onBack: vi.fn(), onSkip: vi.fn() };
  renderWithProviders(
    <WizardFrame
      step={3}
      total={12}
      title="Your body type"
      lead="It helps us suggest cuts."
      {...handlers}
      {...props}
    >
      <input aria-label="Answer" />
    </WizardFrame>,
  );
  return handlers;
}

describe("WizardFrame", () => {
  it("shows the step, the progress, the title as the form's name and focuses the title", () => {
    renderFrame();
    expect(screen.getByText("Step 3 of 12")).toBeTruthy();
    const progress = screen.getByRole("progressbar", { name: "Questionnaire progress" });
    expect(progress.getAttribute("aria-valuenow")).toBe("3");
    expect(progress.getAttribute("aria-valuemax")).toBe("12");
    expect(screen.getByRole("form", { name: "Your body type" })).toBeTruthy();
    expect(screen.getByText("It helps us suggest cuts.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "Your body type" }));
  });

  it("calls back for Back, Skip and Continue, and Enter in a field continues", async () => {
    const handlers = renderFrame();
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    await userEvent.click(screen.getByRole("button", { name: "Skip for now" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.type(screen.getByLabelText("Answer"), "x{Enter}");
    expect(handlers.onBack).toHaveBeenCalledTimes(1);
    expect(handlers.onSkip).toHaveBeenCalledTimes(1);
    expect(handlers.onContinue).toHaveBeenCalledTimes(2);
  });

  it("leaves out Back and Skip when they have no handler, and names Continue as asked", () => {
    renderFrame({ onBack: undefined, onSkip: undefined, continueLabel: "Finish" });
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Skip for now" })).toBeNull();
    expect(screen.getByRole("button", { name: "Finish" })).toBeTruthy();
  });

  it("is no form and has no Continue when the fields bring their own form", () => {
    renderFrame({ onContinue: undefined });
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByRole("region", { name: "Your body type" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    expect(screen.getByRole("button", { name: "Skip for now" })).toBeTruthy();
  });

  it("waits while saving: nothing can be pressed twice", async () => {
    const handlers = renderFrame({ saving: true });
    for (const name of ["Back", "Skip for now"]) {
      expect(screen.getByRole("button", { name }).hasAttribute("disabled")).toBe(true);
    }
    await userEvent.type(screen.getByLabelText("Answer"), "x{Enter}");
    expect(handlers.onContinue).not.toHaveBeenCalled();
  });

  it("keeps Continue off until the step has an answer", async () => {
    const handlers = renderFrame({ continueDisabled: true });
    expect(screen.getByRole("button", { name: "Continue" }).hasAttribute("disabled")).toBe(true);
    await userEvent.type(screen.getByLabelText("Answer"), "x{Enter}");
    expect(handlers.onContinue).not.toHaveBeenCalled();
  });
});
