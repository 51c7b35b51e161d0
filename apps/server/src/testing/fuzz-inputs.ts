import fc, { type Arbitrary } from "fast-check";
import type { z } from "zod";

/** Keys that break a server keeping request data in plain objects. */
const HOSTILE_KEYS = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype"];

const HUGE_TEXT = "x".repeat(100_000);

/** Values of a wrong type or shape for any field: a server must refuse them with a 400, never a 500. */
export const hostileValue: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    1e308,
    2 ** 53 + 1,
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "💥",
    "\u202e",
    "%00",
    "%ZZ",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "NaN",
    "-0",
    "1e309",
    [],
    {},
    [[[]]],
    HUGE_TEXT,
  ),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.anything({ maxDepth: 3, maxKeys: 4, withNullPrototype: true, key: fc.constantFrom(...HOSTILE_KEYS) }),
);

type Schema = z.core.$ZodType;

const WORD_CHARACTER = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -");

/** One time in eight a value of `arbitrary`, else null. */
const now = <T>(arbitrary: Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 7 }, { arbitrary, weight: 1 });

/** What zod's string and number schemas tell of themselves. */
interface Bounds {
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
}

/** The regular expression a string schema must match, if any (uuid and the like carry theirs). */
function patternOf(schema: Schema): RegExp | undefined {
  const def = schema._zod.def as { pattern?: RegExp; checks?: { _zod: { def: { pattern?: RegExp } } }[] };
  return def.pattern ?? def.checks?.map((check) => check._zod.def.pattern).find(Boolean);
}

/**
 * Arbitraries for the values a zod schema takes, mostly valid so that requests get past validation
 * into the services, with a wrong value, a missing key or a hostile extra key now and then.
 * `known` holds real values (ids, uploaded images' locations): a string field whose pattern one of
 * them matches sometimes gets it, so requests also reach things that exist.
 */
export function inputsFor(known: string[]) {
  function stringValue(schema: Schema): Arbitrary<unknown> {
    const format = (schema._zod.def as { format?: string }).format;
    if (format === "email") return fc.stringMatching(/^[a-z0-9]{1,12}@[a-z]{1,8}\.test$/);
    if (format === "datetime") return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    const pattern = patternOf(schema);
    if (pattern) {
      const fitting = known.filter((value) => pattern.test(value));
      const matching = fc.stringMatching(pattern);
      return fitting.length > 0 ? fc.oneof(matching, fc.constantFrom(...fitting)) : matching;
    }
    const { minLength, maxLength } = schema as Bounds;
    const lengths = {
      minLength: minLength ?? 0,
      maxLength: Math.max(minLength ?? 0, Math.min(maxLength ?? 30, 60)),
    };
    // Words pass most refinements (names, tags, codes); any unicode now and then.
    return fc.oneof(
      { arbitrary: fc.string({ unit: WORD_CHARACTER, ...lengths }), weight: 3 },
      { arbitrary: fc.string({ unit: "grapheme", ...lengths }), weight: 1 },
    );
  }

  function numberValue(schema: Schema): Arbitrary<unknown> {
    const { minValue, maxValue, isInt } = schema as Bounds;
    const min = Math.max(minValue ?? -1000, -(2 ** 31));
    const max = Math.min(maxValue ?? 1000, 2 ** 31);
    return isInt ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  }

  function objectValue(shape: Record<string, Schema>): Arbitrary<unknown> {
    const keys = Object.keys(shape);
    const fields = Object.fromEntries(keys.map((key) => [key, fieldValue(shape[key] as Schema)]));
    const extra = fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string()), hostileValue);
    return fc
      .tuple(
        fc.record(fields),
        keys.length > 0 ? now(fc.constantFrom(...keys)) : fc.constant(null),
        now(extra),
      )
      .map(([values, missing, hostile]) => {
        // A null prototype lets `__proto__` be sent as an ordinary key.
        const body: Record<string, unknown> = Object.create(null);
        for (const [key, value] of Object.entries(values)) {
          if (key !== missing && value !== undefined) body[key] = value;
        }
        if (hostile) body[hostile[0]] = hostile[1];
        return body;
      });
  }

  /** A value the schema takes, or something like it. */
  function schemaValue(schema: Schema, depth = 0): Arbitrary<unknown> {
    const def = schema._zod.def as Record<string, unknown> & { type: string };
    const inner = (key: string) => schemaValue(def[key] as Schema, depth);
    switch (def.type) {
      case "string":
        return stringValue(schema);
      case "number":
        return numberValue(schema);
      case "boolean":
        return fc.boolean();
      case "date":
        return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
      case "enum":
        return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
      case "literal":
        return fc.constantFrom(...(def.values as unknown[]));
      case "array":
        return fc.uniqueArray(schemaValue(def.element as Schema, depth), {
          minLength: 1,
          maxLength: 3,
          selector: (value) => JSON.stringify(value),
        });
      case "tuple":
        return fc.tuple(...(def.items as Schema[]).map(fieldValue));
      case "object":
        return objectValue(def.shape as Record<string, Schema>);
      case "record":
        return fc.dictionary(fc.string({ maxLength: 12 }), fieldValue(def.valueType as Schema), {
          maxKeys: 3,
        });
      case "union":
        return fc.oneof(...(def.options as Schema[]).map((option) => schemaValue(option, depth)));
      case "optional":
        return fc.option(inner("innerType"), { nil: undefined });
      case "nullable":
        return fc.option(inner("innerType"), { nil: null });
      case "default":
      case "prefault":
      case "catch":
      case "readonly":
      case "nonoptional":
        return inner("innerType");
      case "pipe":
        // The output schema checks most (a preprocess, `.pipe(stricter)`), unless it only transforms.
        return (def.out as Schema)._zod.def.type === "transform" ? inner("in") : inner("out");
      case "lazy":
        return depth < 3 ? schemaValue((def.getter as () => Schema)(), depth + 1) : hostileValue;
      default:
        return hostileValue;
    }
  }

  /** A field's value: mostly what its schema takes, now and then something hostile. */
  function fieldValue(schema: Schema): Arbitrary<unknown> {
    return fc.oneof({ arbitrary: schemaValue(schema), weight: 8 }, { arbitrary: hostileValue, weight: 1 });
  }

  return { fieldValue };
}
