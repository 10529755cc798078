import { ExtraFieldSubtype, ExtraFieldType } from '@tavola/domain/enums';
import type { ExtraField } from '@tavola/domain/menu';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuestionsForm } from './questions-page';

const field = (caption: string, overrides: Partial<ExtraField>): ExtraField => ({
  required: false,
  caption,
  type: ExtraFieldType.FreeText,
  subtype: ExtraFieldSubtype.Generic,
  maxLength: null,
  values: [],
  rexValidate: null,
  fieldValue: null,
  ...overrides,
});

const fields: ExtraField[] = [
  field('Note per il rider', { maxLength: 5 }),
  field('Posate?', { type: ExtraFieldType.Options, required: true, values: [{ value: 'S', caption: 'Sì' }, { value: 'N', caption: 'No' }] }),
  field('Persone', { type: ExtraFieldType.Predefined, subtype: ExtraFieldSubtype.Integer, required: true }),
  field('Banconota', { type: ExtraFieldType.Predefined, subtype: ExtraFieldSubtype.Money }),
  field('Peso', { type: ExtraFieldType.Predefined, subtype: ExtraFieldSubtype.Double }),
  field('Email', { subtype: ExtraFieldSubtype.Email }),
  field('Codice', { type: ExtraFieldType.Predefined, subtype: ExtraFieldSubtype.Generic }),
];

function renderForm(answers: string[] | null = null) {
  const onSubmit = vi.fn();
  render(<QuestionsForm fields={fields} answers={answers} onSubmit={onSubmit} onBack={vi.fn()} />);
  return onSubmit;
}

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const errorOf = (label: string) => {
  const id = input(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('extra questions (spec 000 §5)', () => {
  it('shows no error before a submit or a touch', () => {
    renderForm();
    expect(screen.queryByText('Compila il campo prima di continuare')).toBeNull();
  });

  it('shows the required messages after a submit and does not go on', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(screen.getAllByText('Compila il campo prima di continuare')).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a field error once the field was touched', async () => {
    renderForm();
    fireEvent.change(input('Persone'), { target: { value: '2a' } });
    fireEvent.blur(input('Persone'));
    await waitFor(() => expect(errorOf('Persone')).toBe('Inserire solo numeri interi'));
    expect(errorOf('Banconota')).toBeUndefined();
  });

  it.each([
    ['Banconota', '10,555', 'Inserire solo numeri'],
    ['Peso', '1.2.3', 'Inserire solo numeri'],
    ['Email', 'non-una-mail', 'Inserire un indirizzo email'],
    ['Codice', 'AB12', 'Inserire solo numeri interi'],
  ])('checks %s: %s → %s', async (label, value, expected) => {
    renderForm();
    fireEvent.change(input(label), { target: { value } });
    fireEvent.blur(input(label));
    await waitFor(() => expect(errorOf(label)).toBe(expected));
  });

  it('checks the maximum length', async () => {
    renderForm();
    // The input stops at maxLength when typing; a pasted or restored value is still checked.
    fireEvent.change(input('Note per il rider'), { target: { value: 'troppo lungo' } });
    fireEvent.blur(input('Note per il rider'));
    await waitFor(() => expect(errorOf('Note per il rider')).toBe('Lunghezza massima 5 caratteri'));
  });

  it('submits the answers in field order, blanks as empty strings, and restores stored ones', async () => {
    const onSubmit = renderForm(['ciao', 'N', '3', '', '', '', '']);
    expect(input('Note per il rider').value).toBe('ciao');
    fireEvent.change(input('Banconota'), { target: { value: '50,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(['ciao', 'N', '3', '50,00', '', '', '']));
  });
});
