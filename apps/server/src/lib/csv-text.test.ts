import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvLines, NEUTRALISED_FORMULA } from './csv-text.js';

describe('csvLines', () => {
  it('writes a line per record, empty cells for nulls, numbers as numbers', () => {
    expect(
      csvLines([
        ['Resistor', 3, null, 'au700001'],
        ['Capacitor', -2, '', null],
      ]),
    ).toBe('Resistor,3,,au700001\nCapacitor,-2,,\n');
  });

  it('quotes cells with commas, double quotes or line breaks, and a spreadsheet reads them back whole', () => {
    const record = ['10k, 1%', 'the "big" one', 'first line\nsecond line', 'carriage\rreturn'];
    const text = csvLines([record]);
    expect(text).toBe('"10k, 1%","the ""big"" one","first line\nsecond line","carriage\rreturn"\n');
    expect(parse(text)).toEqual([record]);
  });

  it('puts a single quote before text a spreadsheet would run as a formula, and the import takes it off', () => {
    const formulas = ['=SUM(A1:A9)', '+45', '-3', '@cmd', '\tindent', '\uFF1D1+1', '\uFF0D2'];
    const [written] = parse(csvLines([formulas])) as string[][];
    expect(written).toEqual(formulas.map((cell) => `'${cell}`));
    expect(written?.map((cell) => cell.replace(NEUTRALISED_FORMULA, ''))).toEqual(formulas);
  });

  it('leaves a quote that was typed before ordinary text alone', () => {
    expect(csvLines([["'quoted"]])).toBe("'quoted\n");
    expect("'quoted".replace(NEUTRALISED_FORMULA, '')).toBe("'quoted");
  });
});
