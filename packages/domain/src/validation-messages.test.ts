import { describe, expect, it } from 'vitest';
import { englishMessages, formatValidationMessage, italianMessages, message } from './validation-messages';

describe('formatValidationMessage', () => {
  it('turns a code into the Italian copy', () => {
    expect(formatValidationMessage('required')).toBe('Compila il campo prima di continuare');
    expect(formatValidationMessage('passwordsDiffer')).toBe(
      'Attenzione le password non corrispondono. Ti chiediamo di riprovare.',
    );
  });

  it('substitutes {n}', () => {
    expect(formatValidationMessage('maxLength:100')).toBe('Lunghezza massima 100 caratteri');
    expect(formatValidationMessage(message('minLength', 6))).toBe('Lunghezza minima 6 caratteri');
  });

  it('uses another catalogue when given', () => {
    expect(formatValidationMessage('maxLength:255', englishMessages)).toBe('Maximum length 255 characters');
  });

  it('passes through what is not a code', () => {
    expect(formatValidationMessage('Invalid input: expected string')).toBe('Invalid input: expected string');
    expect(formatValidationMessage('toString')).toBe('toString');
    expect(formatValidationMessage('')).toBe('');
  });

  it('builds raw messages', () => {
    expect(message('email')).toBe('email');
    expect(message('maxLength', 20)).toBe('maxLength:20');
  });

  it('keeps the spec copy verbatim', () => {
    expect(italianMessages).toMatchObject({
      fieldRequired: 'Campo obbligatorio',
      fillAllFields: 'Compila tutti i campi prima di continuare',
      email: 'Inserire un indirizzo email valido',
      emailSubtype: 'Inserire un indirizzo email',
      emailNotValid: 'Email non valida',
      mustConfirm: 'Conferma prima di continuare',
      integerOnly: 'Inserire solo numeri interi',
      numberOnly: 'Inserire solo numeri',
    });
  });
});
