import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries of values a zod schema is likely to accept, for the fuzz suite. It reads
 * zod 4's schema definitions (`_zod.def`) for the kinds the API's request schemas use; the
 * cross-field rules (superRefine) are not modelled, so some values are refused: the fuzz suite
 * only needs requests near the valid ones, and accepts either answer.
 */
export interface ArbitraryHints {
  /** Email addresses worth sending (existing users), mixed with random ones. */
  emails: readonly string[];
  /** URLs to use for url-format strings: they must never lead anywhere outside the machine. */
  urls: readonly string[];
  /**
   * Odd text (control characters, lone surrogates, non-characters) mixed into one string, record
   * key and JSON value in ten, so requests that are valid in every other way carry it too.
   */
  oddText?: fc.Arbitrary<string>;
}

/** The arbitrary, with the hints' odd text mixed in now and then. */
function withOdd<T>(arbitrary: fc.Arbitrary<T>, hints: ArbitraryHints): fc.Arbitrary<T | string> {
  return hints.oddText
    ? fc.oneof({ weight: 9, arbitrary }, { weight: 1, arbitrary: hints.oddText })
    : arbitrary;
}

/** JSON values whose strings and keys are sometimes odd text, and whose numbers are sometimes huge. */
function jsonValueFor(hints: ArbitraryHints, maxDepth: number): fc.Arbitrary<unknown> {
  if (!hints.oddText) return fc.jsonValue({ maxDepth });
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth },
      withOdd(fc.string({ maxLength: 12 }), hints),
      fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(-0)),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(withOdd(fc.string({ maxLength: 8 }), hints), tie('value'), { maxKeys: 3 }),
    ),
  }));
  return value;
}

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

interface StringLimits {
  min: number;
  max: number;
}

function stringLimits(def: Def): StringLimits {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const check of (def.checks as unknown[] | undefined) ?? []) {
    const checkDef = defOf(check) as Def & { check?: string; minimum?: number; maximum?: number };
    if (checkDef.check === 'min_length' && checkDef.minimum !== undefined) min = checkDef.minimum;
    if (checkDef.check === 'max_length' && checkDef.maximum !== undefined) max = checkDef.maximum;
  }
  return { min, max };
}

export function arbitraryFor(schema: z.ZodType, hints: ArbitraryHints): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      if (def.format === 'email') {
        return fc.oneof(fc.constantFrom(...hints.emails), fc.emailAddress());
      }
      if (def.format === 'url') return fc.constantFrom(...hints.urls);
      const { min, max } = stringLimits(def);
      return withOdd(
        fc.string({
          minLength: Math.max(min, 1),
          maxLength: Math.min(max, 40),
          unit: 'grapheme-ascii',
        }),
        hints,
      );
    }
    case 'number':
      return fc.integer({ min: 0, max: 1000 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'unknown':
    case 'any':
      return jsonValueFor(hints, 2);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'nullable':
      return fc.option(arbitraryFor(def.innerType as z.ZodType, hints), { nil: null });
    case 'optional':
      return fc.option(arbitraryFor(def.innerType as z.ZodType, hints), { nil: undefined });
    case 'default':
    case 'readonly':
    case 'catch':
      return arbitraryFor(def.innerType as z.ZodType, hints);
    case 'pipe':
      return arbitraryFor(def.in as z.ZodType, hints);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => arbitraryFor(option, hints)));
    case 'array':
      return fc.array(arbitraryFor(def.element as z.ZodType, hints), { maxLength: 4 });
    case 'record':
      return fc.dictionary(
        withOdd(fc.string({ minLength: 1, maxLength: 12 }), hints),
        arbitraryFor(def.valueType as z.ZodType, hints),
        { maxKeys: 4 },
      );
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        model[key] = arbitraryFor(field, hints);
        if (defOf(field).type !== 'optional') required.push(key);
      }
      // Optional fields are sometimes left out rather than sent as undefined.
      return fc
        .record(model, { requiredKeys: required })
        .map((value) =>
          Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)),
        );
    }
    default:
      return jsonValueFor(hints, 2);
  }
}
