// The face of the assistant: what other rooms may use.
export { AssistantLauncher } from "./components/assistant-launcher.tsx";
export { openAssistant } from "./events.ts";
