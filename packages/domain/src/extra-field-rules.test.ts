import { describe, expect, it } from 'vitest';
import { ExtraFieldSubtype, ExtraFieldType } from './enums';
import { readableExtraAnswers, tableNumberFieldIndex, validateExtraField } from './extra-field-rules';
import type { ExtraField } from './menu';

const field = (overrides: Partial<ExtraField> = {}) => ({
  required: false,
  type: ExtraFieldType.FreeText as ExtraField['type'],
  subtype: ExtraFieldSubtype.Generic as ExtraField['subtype'],
  maxLength: null,
  values: [],
  ...overrides,
});

describe('validateExtraField: required and length', () => {
  it('asks to fill a required field left blank', () => {
    expect(validateExtraField(field({ required: true }), '')).toBe('required');
    expect(validateExtraField(field({ required: true }), '   ')).toBe('required');
    expect(validateExtraField(field({ required: true }), null)).toBe('required');
    expect(validateExtraField(field({ required: true }), undefined)).toBe('required');
  });

  it('accepts a blank optional field, whatever its subtype', () => {
    expect(validateExtraField(field(), '')).toBeNull();
    expect(validateExtraField(field({ subtype: ExtraFieldSubtype.Email }), '')).toBeNull();
  });

  it('enforces the maximum length when given', () => {
    expect(validateExtraField(field({ maxLength: 5 }), 'abcde')).toBeNull();
    expect(validateExtraField(field({ maxLength: 5 }), 'abcdef')).toBe('maxLength:5');
    expect(validateExtraField(field({ maxLength: 0 }), 'a'.repeat(500))).toBeNull();
  });

  it('accepts any text in a free-text generic field', () => {
    expect(validateExtraField(field(), 'Citofono Rossi')).toBeNull();
  });
});

describe('validateExtraField: predefined generic and integer', () => {
  for (const subtype of [ExtraFieldSubtype.Generic, ExtraFieldSubtype.Integer]) {
    const predefined = field({ type: ExtraFieldType.Predefined, subtype });
    it(`takes digits only (subtype ${subtype})`, () => {
      expect(validateExtraField(predefined, '42')).toBeNull();
      expect(validateExtraField(predefined, '007')).toBeNull();
      expect(validateExtraField(predefined, '-3')).toBe('integerOnly');
      expect(validateExtraField(predefined, '3.5')).toBe('integerOnly');
      expect(validateExtraField(predefined, 'tre')).toBe('integerOnly');
    });
  }
});

describe('validateExtraField: money', () => {
  const money = field({ subtype: ExtraFieldSubtype.Money });
  it('takes an optional minus, digits and up to 2 decimals after a dot or comma', () => {
    for (const ok of ['10', '-10', '10.5', '10,50', '-0,99']) expect(validateExtraField(money, ok)).toBeNull();
  });
  it('refuses anything else', () => {
    for (const bad of ['10.555', '10.', ',5', '1e3', '€10', '+10', '1.000,00']) {
      expect(validateExtraField(money, bad)).toBe('numberOnly');
    }
  });
});

describe('validateExtraField: double', () => {
  const double = field({ type: ExtraFieldType.Predefined, subtype: ExtraFieldSubtype.Double });
  it('takes up to 99 decimals', () => {
    expect(validateExtraField(double, '3.14159')).toBeNull();
    expect(validateExtraField(double, `-1,${'9'.repeat(99)}`)).toBeNull();
  });
  it('refuses 100 decimals and non-numbers', () => {
    expect(validateExtraField(double, `1.${'1'.repeat(100)}`)).toBe('numberOnly');
    expect(validateExtraField(double, 'abc')).toBe('numberOnly');
  });
});

describe('validateExtraField: email', () => {
  const email = field({ subtype: ExtraFieldSubtype.Email });
  it('takes an e-mail address', () => {
    expect(validateExtraField(email, 'mario.rossi@example.it')).toBeNull();
  });
  it('refuses anything else', () => {
    expect(validateExtraField(email, 'mario.rossi')).toBe('emailSubtype');
    expect(validateExtraField(email, 'mario@rossi')).toBe('emailSubtype');
  });
});

describe('validateExtraField: other subtypes and options', () => {
  it('applies no format rule to date and id-resource subtypes', () => {
    expect(validateExtraField(field({ subtype: ExtraFieldSubtype.Date }), '2025-06-01')).toBeNull();
    expect(validateExtraField(field({ subtype: ExtraFieldSubtype.IdResource }), 'R-12')).toBeNull();
  });

  it('takes only one of the values of an options field', () => {
    const options = field({
      type: ExtraFieldType.Options,
      values: [
        { value: 'A', caption: 'Sala' },
        { value: 'B', caption: 'Dehors' },
      ],
    });
    expect(validateExtraField(options, 'B')).toBeNull();
    expect(validateExtraField(options, 'Dehors')).toBe('invalidOption');
  });
});

describe('tableNumberFieldIndex (issue #14 item 2)', () => {
  const base = { type: ExtraFieldType.Predefined, subtype: ExtraFieldSubtype.Integer };
  it('finds the whole-number question that names the table', () => {
    expect(
      tableNumberFieldIndex([
        { ...base, caption: 'Sala' },
        { ...base, caption: 'Numero del tavolo' },
      ]),
    ).toBe(1);
    expect(tableNumberFieldIndex([{ ...base, caption: 'Table number' }])).toBe(0);
  });
  it('ignores other kinds of question and other captions', () => {
    expect(tableNumberFieldIndex([{ ...base, subtype: ExtraFieldSubtype.Email, caption: 'Tavolo' }])).toBe(-1);
    expect(tableNumberFieldIndex([{ ...base, caption: 'Quante persone' }])).toBe(-1);
  });
});

describe('readableExtraAnswers', () => {
  it('names each answer by its question, tells a choice by its option and leaves blanks out', () => {
    const fields = [
      { position: 1, caption: 'Citofono', values: [] },
      { position: 2, caption: 'Sala', values: [{ value: '2', caption: 'Dehors' }] },
    ];
    expect(readableExtraAnswers([' Rossi ', '2', '  ', null, 'x'], fields)).toEqual([
      { position: 1, caption: 'Citofono', value: 'Rossi' },
      { position: 2, caption: 'Sala', value: 'Dehors' },
      { position: 5, caption: 'Campo 5', value: 'x' },
    ]);
  });
});
