// Comma-separated values as RFC 4180 has them: fields in double quotes may hold commas, quotes (doubled)
// and line breaks; lines end in CRLF or LF. What spreadsheets and store platforms export.

export interface CsvRow {
  /** The line of the file the row starts on, from 1 (the header is line 1). */
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** The rows of a CSV text, blank lines left out; a quote left open is a CsvError on its line. */
export function parsedCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;
  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== "") rows.push({ line: rowLine, fields });
    fields = [];
    field = "";
  };
  for (let at = text.charCodeAt(0) === 0xfeff ? 1 : 0; at < text.length; at++) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        field += char;
      }
    } else if (char === '"' && field === "") {
      quoted = true;
      quoteLine = line;
    } else if (char === ",") {
      fields.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[at + 1] === "\n") at++;
      endRow();
      line++;
      rowLine = line;
    } else field += char;
  }
  if (quoted) throw new CsvError(quoteLine, "A quoted field is not closed");
  endRow();
  return rows;
}

const needsQuotes = /[",\r\n]|^\s|\s$/;

/** CSV text of these rows, each field quoted when it must be, lines ending in CRLF. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) =>
      row.map((field) => (needsQuotes.test(field) ? `"${field.replaceAll('"', '""')}"` : field)).join(","),
    )
    .map((row) => `${row}\r\n`)
    .join("");
}
