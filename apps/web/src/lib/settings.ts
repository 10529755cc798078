// The settings file is loaded once at startup (spec 001 §3, §4) and parsed with the shared
// schema, failing with the list of bad fields.
import { appSettingsSchema, type AppSettings } from '@tavola/domain/entities';
import { z } from 'zod';

export async function loadSettings(): Promise<AppSettings> {
  // The timestamp defeats caches between the browser and the server (spec 000 §7).
  const response = await fetch(`/settings.json?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`settings.json: HTTP ${response.status}`);
  const parsed = appSettingsSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`settings.json is not valid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
