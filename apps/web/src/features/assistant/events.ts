/** The application-wide event that opens the assistant overlay (spec sections 2 and 4). */
export const OPEN_CHATBOT_EVENT = "open-chatbot";

export function openAssistant() {
  window.dispatchEvent(new Event(OPEN_CHATBOT_EVENT));
}
