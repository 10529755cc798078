import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { burger, pizza } from '../test/menu-fixtures';
import { ProductDetail } from './product-detail';

const price = () => screen.getByTestId('product-price').textContent?.replace(/\s/g, ' ');

describe('product detail (spec 000 §2, §4)', () => {
  it('shows forced groups as radios with the first chosen, others as checkboxes, ingredients ticked', () => {
    render(<ProductDetail product={pizza} onAdd={vi.fn()} onClose={vi.fn()} />);
    expect((screen.getByRole('radio', { name: 'Classico' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Integrale/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: /Bufala/ }) as HTMLInputElement).checked).toBe(false);
    // properties = 1: disabled.
    expect((screen.getByRole('checkbox', { name: /Tartufo/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Basilico' }) as HTMLInputElement).checked).toBe(true);
    // Not removable: shown ticked and disabled.
    const oil = screen.getByRole('checkbox', { name: 'Olio' }) as HTMLInputElement;
    expect(oil.checked && oil.disabled).toBe(true);
    expect(price()).toBe('7,00 €');
  });

  it('prices (base + additions) × quantity as the diner chooses', () => {
    render(<ProductDetail product={pizza} onAdd={vi.fn()} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('radio', { name: /Kamut/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Bufala/ }));
    expect(price()).toBe('10,50 €');
    fireEvent.click(screen.getByRole('button', { name: 'Aumenta la quantità di Margherita' }));
    expect(price()).toBe('21,00 €');
    fireEvent.click(screen.getByRole('checkbox', { name: /Bufala/ }));
    expect(price()).toBe('17,00 €');
  });

  it('keeps the quantity at 1 or more', () => {
    render(<ProductDetail product={pizza} onAdd={vi.fn()} onClose={vi.fn()} />);
    const decrease = screen.getByRole('button', { name: 'Diminuisci la quantità di Margherita' }) as HTMLButtonElement;
    expect(decrease.disabled).toBe(true);
  });

  it('clears a forced group with its priority-0 option', () => {
    render(<ProductDetail product={burger} onAdd={vi.fn()} onClose={vi.fn()} />);
    expect(price()).toBe('15,50 €');
    fireEvent.click(screen.getByRole('radio', { name: 'Senza salsa' }));
    expect(price()).toBe('15,00 €');
  });

  it('adds the chosen line to the cart', () => {
    const onAdd = vi.fn();
    render(<ProductDetail product={pizza} onAdd={onAdd} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('radio', { name: /Integrale/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Basilico' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    const line = onAdd.mock.calls[0][0];
    expect(line.additiveVariations.map((v: { description: string }) => v.description)).toEqual(['Integrale']);
    expect(line.subtractiveVariations.map((v: { description: string }) => v.description)).toEqual(['Basilico']);
    expect(line.totalPrice).toBe(8);
  });

  it('a sold-out dish (issue #12) shows Esaurito and cannot be added', () => {
    const onAdd = vi.fn();
    render(<ProductDetail product={{ ...pizza, soldOut: true }} onAdd={onAdd} onClose={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Esaurito' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest('form')!);
    expect(onAdd).not.toHaveBeenCalled();
  });
});
