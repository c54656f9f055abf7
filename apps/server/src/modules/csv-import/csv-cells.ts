import { isWebAddress, storableText, WEB_ADDRESS_MESSAGE } from '@labstock/shared';
import { z } from 'zod';
import { formMessages } from '../component-types/component-types.messages.js';
import { importMessages } from './csv-import.messages.js';

/** Schemas of CSV cells. A cell left empty arrives as undefined (see readTable). */

export const requiredText = (header: string, max: number) =>
  storableText({ error: formMessages.required(header) }).max(max, formMessages.atMostCharacters(max));

export const optionalText = (max: number) =>
  storableText()
    .max(max, formMessages.atMostCharacters(max))
    .optional()
    .transform((cell) => cell ?? null);

/** A link cell (wiki, datasheet): empty, or an http(s) address. */
export const optionalLink = (max: number) =>
  optionalText(max).refine((cell) => cell === null || isWebAddress(cell), WEB_ADDRESS_MESSAGE);

/** One of the choices, by its text in any case; an empty cell is the fallback. `listed` are the texts an error names. */
export function choiceCell<V>(choices: Record<string, V>, fallback: V, listed = Object.keys(choices)) {
  const byText = new Map(Object.entries(choices).map(([text, value]) => [text.toLowerCase(), value]));
  const message = importMessages.mustBeOneOf(listed.join(', '));
  return z
    .string()
    .optional()
    .transform((cell, ctx) => {
      if (cell === undefined) return fallback;
      const value = byText.get(cell.toLowerCase());
      if (value !== undefined) return value;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

/** A status by its name (any case) or its number; an empty cell is the fallback. */
export function statusCell<S extends number>(names: Record<S, string>, allowed: readonly S[], fallback: S) {
  const choices = Object.fromEntries(
    allowed.flatMap((status) => [
      [names[status], status],
      [String(status), status],
    ]),
  );
  return choiceCell(
    choices,
    fallback,
    allowed.map((status) => names[status]),
  );
}

/** A whole number cell, or null when empty. */
export const optionalWholeNumber = (number: z.ZodNumber) =>
  z
    .string()
    .regex(/^\d+$/, importMessages.wholeNumber)
    .transform(Number)
    .pipe(number)
    .optional()
    .transform((value) => value ?? null);
