/**
 * Sends a director's command: first decided in the browser, so a refusal is explained at once
 * without a round trip; then by the server, which records it or refuses (its refusal shown the
 * same way, with the article). After a recorded command the event is fetched again.
 *
 * A command with doubts (`confirm-required`: an unlikely score, a name like one registered) is
 * held with the list of its doubts; `confirm` sends it again with `confirm: true`, and any other
 * command drops it. What the sender does once its command is recorded (clear its form) waits
 * with the held command, so a confirmed command ends as one recorded at once.
 */
import {
  CONFIRM_REQUIRED,
  type Doubt,
  type TournamentEvent,
  type TournamentState,
} from '@tavolo/tournament';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { doubtText, refusalText } from '../errors.js';
import { useSession } from '../session.js';
import { decideInBrowser } from './preview.js';
import type { ConsoleCommand, RulingDecision } from './ruling-command.js';

export interface DirectorCommand {
  /** The refusal of the last command, in the user's words; null when it was recorded. */
  readonly refusal: string | null;
  /** The doubts of the last command, in the user's words, until confirmed or dropped. */
  readonly doubts: readonly string[];
  readonly busy: boolean;
  /** Sends the command held for its doubts again, confirmed; true when recorded. */
  readonly confirm: () => Promise<boolean>;
  /**
   * True when the command was recorded; `onRecorded` runs then, even after a confirmation.
   * `decideRuling`: how the browser decides a ruling first (the rulings panel's catalogue).
   */
  readonly send: (
    command: ConsoleCommand,
    onRecorded?: () => void,
    decideRuling?: RulingDecision,
  ) => Promise<boolean>;
}

interface Held {
  readonly command: ConsoleCommand;
  readonly doubts: readonly string[];
  readonly onRecorded: (() => void) | undefined;
  readonly decideRuling: RulingDecision | undefined;
}

export const useDirectorCommand = (
  eventId: string,
  state: TournamentState,
  events: readonly TournamentEvent[],
  refresh: () => Promise<void>,
): DirectorCommand => {
  const { t } = useTranslation('events');
  const { http, user } = useSession();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [held, setHeld] = useState<Held | null>(null);
  const [busy, setBusy] = useState(false);
  const game = state.config.game;

  const send = async (
    command: ConsoleCommand,
    onRecorded?: () => void,
    decideRuling?: RulingDecision,
  ): Promise<boolean> => {
    const now = new Date().toISOString();
    const local = decideInBrowser(state, command, now, user?.name ?? '', events, decideRuling);
    setHeld(null);
    // Held for its doubts, whether the browser found them or the server did (its state may be
    // ahead of the page's: another director's command in between).
    const hold = (error: { readonly code: string; readonly doubts?: readonly Doubt[] }) => {
      if (error.code !== CONFIRM_REQUIRED || command.confirm === true) return false;
      setRefusal(null);
      setHeld({
        command,
        doubts: (error.doubts ?? []).map((d) => doubtText(t, d)),
        onRecorded,
        decideRuling,
      });
      return true;
    };
    if (!local.ok && hold(local.error)) return false;
    if (!local.ok) {
      setRefusal(refusalText(t, local.error, game));
      return false;
    }
    setBusy(true);
    // An import goes by its own route, which takes a file larger than a command may be.
    const answer =
      command.type === 'import'
        ? await http.eventImport(eventId, {
            csv: command.csv,
            ...(command.confirm === true ? { confirm: true } : {}),
          })
        : await http.eventCommand(eventId, command);
    setBusy(false);
    if (!answer.ok && hold(answer.error)) return false;
    if (!answer.ok) {
      setRefusal(refusalText(t, answer.error, game));
      return false;
    }
    setRefusal(null);
    onRecorded?.();
    await refresh();
    return true;
  };
  const confirm = async (): Promise<boolean> =>
    held === null
      ? false
      : send({ ...held.command, confirm: true }, held.onRecorded, held.decideRuling);
  return { refusal, doubts: held?.doubts ?? [], busy, send, confirm };
};
