/** The identifiers every message module shares: a table's id and a request's id. */
import { z } from 'zod';

export const requestIdSchema = z.string().min(1).max(64);
export const tableIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and -');
