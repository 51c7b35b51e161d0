/** Where the assistant service answers: set by the server in a meta tag, else port 3001 of this host. */
export function assistantUrl(): string {
  const configured = document.querySelector<HTMLMetaElement>('meta[name="cbm-assistant-url"]')?.content;
  return (configured || `${window.location.protocol}//${window.location.hostname}:3001`).replace(/\/+$/, "");
}

export const NO_RESPONSE = "[No response]";
export const CONNECTION_ERROR = "Connection error. Please try again.";

/** Asks the assistant; never throws: a missing reply or a failure becomes the spec's bot text. */
export async function askAssistant(message: string, fetcher: typeof fetch = fetch): Promise<string> {
  try {
    const response = await fetcher(`${assistantUrl()}/Chatbot/chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message }),
    });
    if (!response.ok) return CONNECTION_ERROR;
    const body = (await response.json()) as { reply?: unknown };
    return typeof body.reply === "string" && body.reply ? body.reply : NO_RESPONSE;
  } catch {
    return CONNECTION_ERROR;
  }
}
