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
  field('Posate?', {
    type: ExtraFieldType.Options,
    required: true,
    values: [
      { value: 'S', caption: 'Sì' },
      { value: 'N', caption: 'No' },
    ],
  }),
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
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(['ciao', 'N', '3', '50,00', '', '', ''], {
        tableNumber: null,
        customerName: null,
      }),
    );
  });
});

describe("the order's table and the diner's name", () => {
  const tableQuestion = field('Numero del tavolo', {
    type: ExtraFieldType.Predefined,
    subtype: ExtraFieldSubtype.Integer,
    required: true,
  });
  const tables = [
    { number: 12, name: 'Finestra' },
    { number: 14, name: null },
  ];

  it("asks a diner who came without a table's link to choose one, and answers the table question with it", async () => {
    const onSubmit = vi.fn();
    render(
      <QuestionsForm fields={[tableQuestion]} answers={null} tables={tables} onSubmit={onSubmit} onBack={vi.fn()} />,
    );
    // The menu's table question is not asked twice.
    expect(screen.queryByLabelText('Numero del tavolo', { exact: false })).toBeNull();
    const select = screen.getByLabelText('Il tuo tavolo', { exact: false }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      'Scegli...',
      'Tavolo 12 – Finestra',
      'Tavolo 14',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(screen.getByText('Scegli il tuo tavolo prima di continuare')).toBeTruthy());
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(select, { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(['14'], { tableNumber: 14, customerName: null }));
  });

  it("shows the table of the QR code's link instead of asking it", async () => {
    const onSubmit = vi.fn();
    render(
      <QuestionsForm fields={[tableQuestion]} answers={null} linkTable={12} onSubmit={onSubmit} onBack={vi.fn()} />,
    );
    expect(screen.getByTestId('order-table').textContent).toBe('Tavolo 12');
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(['12'], { tableNumber: 12, customerName: null }));
  });

  it('requires the name of an anonymous diner and sends it trimmed', async () => {
    const onSubmit = vi.fn();
    render(
      <QuestionsForm
        fields={[]}
        answers={null}
        name={{ required: true, value: '', help: 'counter' }}
        onSubmit={onSubmit}
        onBack={vi.fn()}
      />,
    );
    const name = screen.getByLabelText('Il tuo nome', { exact: false }) as HTMLInputElement;
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('Lo useremo per chiamarti quando l’ordine è pronto.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(screen.getByText('Indica il tuo nome prima di continuare')).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: '  Giulia ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith([], { tableNumber: null, customerName: 'Giulia' }));
  });

  it("prefills a signed-in diner's name from the profile", async () => {
    const onSubmit = vi.fn();
    render(
      <QuestionsForm
        fields={[]}
        answers={null}
        name={{ required: false, value: 'Anna Neri', help: 'counter' }}
        onSubmit={onSubmit}
        onBack={vi.fn()}
      />,
    );
    expect((screen.getByLabelText('Il tuo nome', { exact: false }) as HTMLInputElement).value).toBe('Anna Neri');
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith([], { tableNumber: null, customerName: 'Anna Neri' }));
  });
});
