import { REPORT_THANKS } from "@cbm/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithProviders, stubFetch } from "../../../testing/render.tsx";
import { ReportDialog } from "./report-dialog.tsx";

const PERSON_ID = "0d9c5a4e-1111-4a57-9a0e-1a2b3c4d5e6f";
const KEY = `POST /v1/user/${PERSON_ID}/report`;

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(
    <ReportDialog opened onClose={onClose} reported={{ kind: "user", id: PERSON_ID }} target="Ana Lee" />,
  );
  return { onClose, dialog: within(screen.getByRole("dialog", { name: "Report Ana Lee" })) };
}

const sentBodies = (calls: ReturnType<typeof stubFetch>) =>
  calls.filter((call) => call.key === KEY).map((call) => JSON.parse(String(call.init.body)));

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("ReportDialog", () => {
  it("offers every reason and asks for one before sending anything", async () => {
    const calls = stubFetch({});
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const reasons = within(dialog.getByRole("radiogroup")).getAllByRole("radio");
    expect(reasons).toHaveLength(9);
    expect(dialog.getByLabelText("Counterfeit goods")).toBeTruthy();

    await user.click(dialog.getByRole("button", { name: "Send report" }));
    expect(await dialog.findByText("Choose a reason from the list")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("sends the reason and trimmed details, thanks the reporter and closes", async () => {
    const calls = stubFetch({ [KEY]: () => json(200, { message: REPORT_THANKS }) });
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    await user.click(dialog.getByLabelText("Scam or fraud"));
    const details = dialog.getByLabelText("Anything else we should know?");
    expect(details.getAttribute("maxlength")).toBe("1000");
    await user.type(details, "  Pay outside CBM.  ");
    expect(dialog.getByText("Optional. 980 characters left.")).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Send report" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(calls)).toEqual([{ reason: "scam", details: "Pay outside CBM." }]);
    expect(await screen.findByText(REPORT_THANKS)).toBeTruthy();
  });

  it("leaves out empty details", async () => {
    const calls = stubFetch({ [KEY]: () => json(200, { message: REPORT_THANKS }) });
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(dialog.getByLabelText("Spam or misleading"));
    await user.type(dialog.getByLabelText("Anything else we should know?"), "   ");
    await user.click(dialog.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(sentBodies(calls)).toEqual([{ reason: "spam" }]));
  });

  it("shows the server's field messages and its refusals, and stays open", async () => {
    let answer = json(400, { details: ["Details contains characters that are not allowed"] });
    stubFetch({ [KEY]: () => answer });
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    await user.click(dialog.getByLabelText("Something else"));
    await user.click(dialog.getByRole("button", { name: "Send report" }));
    await waitFor(() =>
      expect(screen.getAllByText("Details contains characters that are not allowed")).toHaveLength(2),
    );

    answer = json(429, { message: "You have sent many reports. Please wait a while." });
    await user.click(dialog.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("You have sent many reports. Please wait a while.")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
