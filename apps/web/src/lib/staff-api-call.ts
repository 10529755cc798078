// One call of the staff side's API (/api/staff/...): same origin, so the staff session cookie
// goes by itself; a JSON body or a raw file (pictures); the answer parsed with the domain's
// schema; a refusal becomes an ApiError carrying the server's message, code and field errors
// (every back-office screen calls through here).
import type { z } from 'zod';
import { DEFAULT_ERROR_MESSAGE } from '@tavola/domain/error-codes';
import { ApiError } from './api-client';

export interface StaffCallInit {
  method?: string;
  body?: unknown;
  raw?: File;
}

export async function staffCall<T>(path: string, schema: z.ZodType<T>, init: StaffCallInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/staff/${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.raw
        ? { accept: 'application/json', 'content-type': init.raw.type }
        : init.body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
  } catch {
    throw new ApiError(0, DEFAULT_ERROR_MESSAGE);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const body = (json ?? {}) as {
      message?: string;
      code?: string;
      fields?: { path: string; message: string }[];
      affected?: unknown;
    };
    throw new ApiError(
      res.status,
      body.message ?? DEFAULT_ERROR_MESSAGE,
      body.code,
      body.fields,
      typeof body.affected === 'number' ? body.affected : undefined,
    );
  }
  return schema.parse(json);
}
