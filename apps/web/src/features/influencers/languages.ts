import { LANGUAGES, type Language } from "@cbm/contracts";
import type { ChoiceOption } from "../../components/wizard/index.ts";

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/** The languages, named in English ("it" -> "Italian"). */
export const LANGUAGE_OPTIONS: ChoiceOption<Language>[] = LANGUAGES.map((code) => ({
  value: code,
  label: languageNames.of(code) ?? code,
}));
