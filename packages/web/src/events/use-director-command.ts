/**
 * Sends a director's command: first decided in the browser, so a refusal is explained at once
 * without a round trip; then by the server, which records it or refuses (its refusal shown the
 * same way, with the article). After a recorded command the event is fetched again.
 *
 * A command with doubts (`confirm-required`: an unlikely score, a name like one registered) is
 * held with the list of its doubts; `confirm` sends it again with `confirm: true`, and any other
 * command drops it.
 */
import { CONFIRM_REQUIRED, type TournamentCommand, type TournamentState } from '@tavolo/tournament';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { doubtText, refusalText } from '../errors.js';
import { useSession } from '../session.js';
import { decideInBrowser } from './preview.js';

export interface DirectorCommand {
  /** The refusal of the last command, in the user's words; null when it was recorded. */
  readonly refusal: string | null;
  /** The doubts of the last command, in the user's words, until confirmed or dropped. */
  readonly doubts: readonly string[];
  readonly busy: boolean;
  /** Sends the command held for its doubts again, confirmed; true when recorded. */
  readonly confirm: () => Promise<boolean>;
  /** True when the command was recorded. */
  readonly send: (command: TournamentCommand) => Promise<boolean>;
}

export const useDirectorCommand = (
  eventId: string,
  state: TournamentState,
  refresh: () => Promise<void>,
): DirectorCommand => {
  const { t } = useTranslation('events');
  const { http, user } = useSession();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [held, setHeld] = useState<{
    readonly command: TournamentCommand;
    readonly doubts: readonly string[];
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const game = state.config.game;

  const send = async (command: TournamentCommand): Promise<boolean> => {
    const local = decideInBrowser(state, command, new Date().toISOString(), user?.name ?? '');
    setHeld(null);
    if (!local.ok && local.error.code === CONFIRM_REQUIRED && command.confirm !== true) {
      setRefusal(null);
      setHeld({ command, doubts: (local.error.doubts ?? []).map((d) => doubtText(t, d)) });
      return false;
    }
    if (!local.ok) {
      setRefusal(refusalText(t, local.error, game));
      return false;
    }
    setBusy(true);
    const answer = await http.eventCommand(eventId, command);
    setBusy(false);
    if (!answer.ok) {
      setRefusal(refusalText(t, answer.error, game));
      return false;
    }
    setRefusal(null);
    await refresh();
    return true;
  };
  const confirm = async (): Promise<boolean> =>
    held === null ? false : send({ ...held.command, confirm: true });
  return { refusal, doubts: held?.doubts ?? [], busy, send, confirm };
};
