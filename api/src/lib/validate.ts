import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { fromZodError } from './errors';

/** zod validation of one request part; a failure becomes 400 `{ success: false, message, issues }`. */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw fromZodError(result.error as never);
  });
}
