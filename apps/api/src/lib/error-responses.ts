// The error body every route may answer with, for the OpenAPI document.
import { z } from 'zod';

const errorBody = z.object({
  code: z.string(),
  message: z.string().describe('User-facing Italian message'),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  affected: z
    .number()
    .int()
    .optional()
    .describe('How many things the refused change would touch (ORDERS_OUTSIDE_HOURS: future orders)'),
});

export const errorResponses = {
  400: errorBody.describe('BadRequest: invalid input, the fields are named'),
  401: errorBody.describe('Unauthorized: missing or expired session'),
  404: errorBody.describe('NotFound'),
  500: errorBody.describe('System'),
};
