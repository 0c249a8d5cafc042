/**
 * Sends a director's command: first decided in the browser, so a refusal is explained at once
 * without a round trip; then by the server, which records it or refuses (its refusal shown the
 * same way, with the article). After a recorded command the event is fetched again.
 */
import type { TournamentCommand, TournamentState } from '@tavolo/tournament';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../errors.js';
import { useSession } from '../session.js';
import { decideInBrowser } from './preview.js';

export interface DirectorCommand {
  /** The refusal of the last command, in the user's words; null when it was recorded. */
  readonly refusal: string | null;
  readonly busy: boolean;
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
  const [busy, setBusy] = useState(false);
  const game = state.config.game;

  const send = async (command: TournamentCommand): Promise<boolean> => {
    const local = decideInBrowser(state, command, new Date().toISOString(), user?.name ?? '');
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
  return { refusal, busy, send };
};
