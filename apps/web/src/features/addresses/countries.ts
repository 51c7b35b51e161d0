import { COUNTRY_CODES, type Country } from "@cbm/contracts";

const names = new Intl.DisplayNames(["en"], { type: "region" });

/** "FR" -> "France". */
export const countryName = (code: string): string => names.of(code) ?? code;

/** The countries CBM delivers to, as options sorted by name. */
export const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort(
  (a, b) => a.label.localeCompare(b.label, "en"),
);

/** The reader's country, guessed from the browser's language, when CBM delivers there. */
export function browserCountry(): Country | "" {
  try {
    const region = new Intl.Locale(navigator.language).maximize().region;
    return COUNTRY_CODES.find((code) => code === region) ?? "";
  } catch {
    return "";
  }
}
