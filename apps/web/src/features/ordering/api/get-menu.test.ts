import { menuSchema } from '@tavola/domain/menu';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { product } from '../test/menu-fixtures';
import { readMenu } from './get-menu';

// An answer as the server sends it: 'removable' left out, for the schema's default to fill in.
const answer = {
  menuWebId: 3,
  displayDescription: null,
  description: 'Menu del pranzo',
  extendedDescription: 'Dal lunedì al venerdì',
  classifiers: ['Antipasti', 'Primi', 'Pizze', 'Dolci'].map((name, c) => ({
    name,
    description: null,
    imageWebUrl: null,
    useClassifierImage: false,
    products: [1, 2, 3].map((p) => ({
      ...product({ productWebId: c * 10 + p, description: `${name} ${p}` }),
      ingredients: [
        { ingredientId: p, description: 'Basilico', unitPrice: 0, priority: 0, properties: 0, allergens: [] },
      ],
    })),
  })),
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('readMenu (issue #14: the menu checked in slices)', () => {
  it("gives menuSchema's result", async () => {
    expect(await readMenu(structuredClone(answer))).toEqual(menuSchema.parse(structuredClone(answer)));
  });

  it('refuses what menuSchema refuses, naming the place in the whole answer', async () => {
    const broken = structuredClone(answer);
    (broken.classifiers[2]!.products[1] as { unitPrice: unknown }).unitPrice = 'sette';
    const error = await readMenu(broken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues.map((i) => i.path)).toEqual(
      menuSchema.safeParse(broken).error!.issues.map((i) => i.path),
    );
    await expect(readMenu({ ...answer, classifiers: 'none' })).rejects.toBeInstanceOf(ZodError);
  });

  it('gives the browser its turn when checking takes longer than a slice', async () => {
    vi.useFakeTimers();
    // The clock moves 2 ms at each reading: the third category starts past the 5 ms slice.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 2));
    const reading = readMenu(structuredClone(answer));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    // Waiting on a timer, the browser's turn, with two categories checked.
    expect(vi.getTimerCount()).toBe(1);
    expect(clock).toBe(8);
    await vi.runAllTimersAsync();
    expect((await reading).classifiers.map((c) => c.name)).toEqual(['Antipasti', 'Primi', 'Pizze', 'Dolci']);
  });
});
