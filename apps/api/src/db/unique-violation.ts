// PostgreSQL refuses a row that would break a unique index with SQLSTATE 23505. Drizzle wraps
// the driver's error (its `cause`), so the code is looked for along the chain of causes.
const UNIQUE_VIOLATION = '23505';

/** Whether the error is a unique-index refusal (of `constraint`, when named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current: unknown = error, depth = 0;
    current instanceof Object && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const fields = current as { code?: unknown; constraint?: unknown };
    if (fields.code === UNIQUE_VIOLATION) return constraint === undefined || fields.constraint === constraint;
  }
  return false;
}
