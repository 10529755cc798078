// The one signal every back-office menu write sends ("menu caches are invalidated
// on every change"): menu-admin-service reports each committed write here, once, with the
// company it changed. Whatever caches the diners' menus (the menu cache)
// subscribes and drops that company's entries.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type MenuChangeListener = (companyId: number) => void | Promise<void>;

export interface MenuChanges {
  /** Returns the unsubscribe function. */
  subscribe(listener: MenuChangeListener): () => void;
  notify(companyId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    menuChanges: MenuChanges;
  }
}

export function createMenuChanges(log?: { warn: (obj: object, msg: string) => void }): MenuChanges {
  const listeners = new Set<MenuChangeListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async notify(companyId) {
      for (const listener of listeners) {
        try {
          await listener(companyId);
        } catch (error) {
          // The edit is committed; a failing cache must not turn it into an error for the editor.
          log?.warn({ err: error, companyId }, 'menu change listener failed');
        }
      }
    },
  };
}

export const menuChangesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('menuChanges', createMenuChanges(app.log));
});
