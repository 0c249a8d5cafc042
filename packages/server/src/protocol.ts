/**
 * The WebSocket protocol between a client and the gateway, as zod schemas: one JSON object per
 * WebSocket text message. Everything a client sends is untrusted, so it is parsed here before
 * the gateway looks at it; a message that does not parse is refused as a value (`bad-message`)
 * and never closes the connection. The server's messages have schemas too, for clients.
 */
import { type Result, type RuleError, err, ok, PROCEDURE, ruleError } from '@tavolo/cards';
import { z } from 'zod';

/** Larger messages close the connection (WebSocket close code 1009); an action is far smaller. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

const version = z.number().int().nonnegative();
const requestId = z.string().min(1).max(64);

/** Join table `table` as seat `seat`, or as a spectator (`null`); resume after `since`. */
export const helloSchema = z
  .object({
    type: z.literal('hello'),
    table: z.string().min(1).max(64),
    seat: z.number().int().nonnegative().nullable(),
    since: version.optional(),
  })
  .strict();

/** Play `action` for the joined seat; `id` comes back in the `ack` or the `error`. */
export const actSchema = z
  .object({
    type: z.literal('act'),
    id: requestId,
    // The shape of an action is the engine's business; here it only has to be an object.
    action: z.record(z.string(), z.unknown()),
  })
  .strict();

export const clientMessageSchema = z.discriminatedUnion('type', [helloSchema, actSchema]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

// `event` and `view` are required even though their content is the engine's (unknown to zod).
const present = z.custom<unknown>((value) => value !== undefined, 'required');

/** The table's `Message`: an event, or a placeholder for an event the viewer may not see. */
export const messageSchema = z.union([
  z.object({ version, hidden: z.literal(false), event: present }).strict(),
  z.object({ version, hidden: z.literal(true) }).strict(),
]);

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), version, view: present }).strict(),
  z.object({ type: z.literal('messages'), messages: z.array(messageSchema).readonly() }).strict(),
  z.object({ type: z.literal('ack'), id: requestId, version }).strict(),
  z
    .object({
      type: z.literal('error'),
      id: requestId.optional(),
      code: z.string(),
      message: z.string(),
      article: z.string(),
    })
    .strict(),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

const badMessage = (message: string) => ruleError('bad-message', PROCEDURE, message);

/** Reads one incoming text message: JSON, then the schema. */
export const parseClientMessage = (text: string): Result<ClientMessage, RuleError> => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err(badMessage('a message is one JSON object'));
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return err(badMessage(`${where}${issue?.message ?? 'not a client message'}`));
};

/** The request id of a refused message, when it has a usable one, so the client can match it. */
export const requestIdOf = (text: string): string | undefined => {
  try {
    const id: unknown = (JSON.parse(text) as { readonly id?: unknown } | null)?.id;
    return requestId.safeParse(id).success ? (id as string) : undefined;
  } catch {
    return undefined;
  }
};

export const errorMessage = (error: RuleError, id?: string): ServerMessage => ({
  type: 'error',
  ...(id === undefined ? {} : { id }),
  code: error.code,
  message: error.message,
  article: error.article,
});
