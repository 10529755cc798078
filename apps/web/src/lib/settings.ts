// The settings file is loaded once at startup (spec 001 §3, §4) and parsed with the shared
// schema, failing with the list of bad fields. The server puts it inside the app's page
// (one round trip less before the first paint); settings.json is asked for only
// when the page came without it (the Vite dev server, a saved copy of the page).
import { EMBEDDED_SETTINGS_ELEMENT_ID } from '@tavola/domain/app-page';
import { appSettingsSchema, type AppSettings } from '@tavola/domain/entities';
import { z } from 'zod';

async function rawSettings(): Promise<unknown> {
  const embedded = document.getElementById(EMBEDDED_SETTINGS_ELEMENT_ID)?.textContent;
  if (embedded) return JSON.parse(embedded);
  // The timestamp defeats caches between the browser and the server (spec 000 §7).
  const response = await fetch(`/settings.json?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`settings.json: HTTP ${response.status}`);
  return response.json();
}

export async function loadSettings(): Promise<AppSettings> {
  const parsed = appSettingsSchema.safeParse(await rawSettings());
  if (!parsed.success) throw new Error(`settings.json is not valid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
