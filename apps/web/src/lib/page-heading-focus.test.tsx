// A page title per screen, and the focus on the main heading after an
// in-app navigation (not on the first screen, where the browser starts at the top).
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Outlet as RouterOutlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeAppState } from '../test/fixtures';
import { renderWithAppState } from '../test/render';
import { PageHeadingFocus } from './page-heading-focus';

function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 10);
    return () => clearTimeout(timer);
  }, []);
  return <main>{loaded ? <h1>Il tuo ordine</h1> : <p>Caricamento…</p>}</main>;
}

describe('page title and heading focus', () => {
  it('titles every screen by its heading and focuses the heading after navigating', async () => {
    const state = makeAppState();
    const { router } = renderWithAppState(state, [
      {
        element: (
          <>
            <PageHeadingFocus />
            <RouterOutlet />
          </>
        ),
        children: [
          {
            index: true,
            element: (
              <main>
                <h1>Benvenuti</h1>
                <button>Continua</button>
              </main>
            ),
          },
          { path: 'cart', element: <SlowPage /> },
        ],
      },
    ]);
    await waitFor(() => expect(document.title).toBe(`Benvenuti · ${state.company.tradeName}`));
    expect(document.activeElement).toBe(document.body);

    screen.getByRole('button', { name: 'Continua' }).focus();
    await act(() => router.navigate('/cart'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Il tuo ordine' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe(`Il tuo ordine · ${state.company.tradeName}`);
  });
});
