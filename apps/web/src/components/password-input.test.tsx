import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../testing/render.tsx";
import { PasswordInput } from "./password-input.tsx";

afterEach(cleanup);

describe("PasswordInput", () => {
  it("hides what is typed until the eye is clicked, and keeps the focus in the field", async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<PasswordInput label="Password" />);
    const field = screen.getByLabelText("Password") as HTMLInputElement;
    await user.type(field, "Runway ready");
    expect(field.type).toBe("password");

    const eye = container.querySelector("button") as HTMLButtonElement;
    await user.click(eye);
    expect(field.type).toBe("text");
    expect(field.value).toBe("Runway ready");
    expect(document.activeElement).toBe(field);
    await user.click(eye);
    expect(field.type).toBe("password");
  });

  it("leaves the eye out of the Tab order and of the accessibility tree", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordInput label="Password" />);
    expect(screen.queryByRole("button")).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });
});
