/**
 * The day a tournament is held (`YYYY-MM-DD`), beside its name and game, so that a list of
 * tournaments shows it without reading any log. Null when the caller gave none. Tournaments
 * stored before take it from their first event when that is a creation that names it (the
 * tournament package's `created`, whose `config.date` is the day of play).
 */
import { type Kysely, sql } from 'kysely';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day of play a first event's JSON names, if it names one. */
export const dayOfFirstEvent = (type: string, data: string): string | null => {
  if (type !== 'created') return null;
  try {
    const parsed = JSON.parse(data) as { readonly config?: { readonly date?: unknown } };
    const date = parsed.config?.date;
    return typeof date === 'string' && DAY.test(date) ? date : null;
  } catch {
    return null;
  }
};

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('tournaments').addColumn('date', 'text').execute();
  const first = await sql<{ id: string; type: string; data: string }>`
    select t.id as id, e.type as type, e.data as data
    from tournaments t join events e on e.tournament_id = t.id and e.seq = 1`.execute(db);
  for (const row of first.rows) {
    const date = dayOfFirstEvent(row.type, row.data);
    if (date !== null)
      await sql`update tournaments set date = ${date} where id = ${row.id}`.execute(db);
  }
};
