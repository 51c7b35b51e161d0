import { describe, expect, it } from "vitest";
import { CsvError, csvText, parsedCsv } from "./csv.ts";

describe("parsedCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, each row with its first line", () => {
    const text = '\ufeffhandle,title\r\nshirt,"Linen, washed"\n\ntee,"The ""best""\ntee"\nlast,one';
    expect(parsedCsv(text)).toEqual([
      { line: 1, fields: ["handle", "title"] },
      { line: 2, fields: ["shirt", "Linen, washed"] },
      { line: 4, fields: ["tee", 'The "best"\ntee'] },
      { line: 6, fields: ["last", "one"] },
    ]);
  });

  it("keeps empty fields and says on which line a quote is left open", () => {
    expect(parsedCsv("a,,c\n,,\n")).toEqual([
      { line: 1, fields: ["a", "", "c"] },
      { line: 2, fields: ["", "", ""] },
    ]);
    expect(() => parsedCsv('a,b\nc,"open\nstill')).toThrow(new CsvError(2, "A quoted field is not closed"));
  });
});

describe("csvText", () => {
  it("writes what parsedCsv reads back, quoting only where it must", () => {
    const rows = [
      ["handle", "title", "tags"],
      ["shirt", 'Linen, "washed"', "summer;linen"],
      ["tee", "Two\nlines", " padded "],
    ];
    const text = csvText(rows);
    expect(text.split("\r\n")[0]).toBe("handle,title,tags");
    expect(parsedCsv(text).map((row) => row.fields)).toEqual(rows);
  });
});
