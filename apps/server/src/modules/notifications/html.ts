const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A notification message: the template's markup stays, every interpolated value is escaped. */
export function html(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  return strings.reduce(
    (out, text, i) => out + text + (i < values.length ? escapeHtml(String(values[i])) : ""),
    "",
  );
}
