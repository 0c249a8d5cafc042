/**
 * Sends one command of a bridge pairs event to the server, which decides the sender's role
 * (the event's director, or a player of that table) and the rules; a refusal is shown in the
 * user's words with its article, the same way as the other games' director commands. After a
 * recorded command the event is fetched again.
 */
import type { BridgeEventCommand } from '@tavolo/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../errors.js';
import { useSession } from '../session.js';

export interface BridgeCommand {
  /** The refusal of the last command, in the user's words; null when it was recorded. */
  readonly refusal: string | null;
  readonly busy: boolean;
  /** True when the command was recorded; `onRecorded` runs then. */
  readonly send: (command: BridgeEventCommand, onRecorded?: () => void) => Promise<boolean>;
}

export const useBridgeCommand = (eventId: string, refresh: () => Promise<void>): BridgeCommand => {
  const { t } = useTranslation('events');
  const { http } = useSession();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (command: BridgeEventCommand, onRecorded?: () => void) => {
    setBusy(true);
    const answer = await http.bridgeCommand(eventId, command);
    setBusy(false);
    if (!answer.ok) {
      setRefusal(refusalText(t, answer.error, 'bridge'));
      return false;
    }
    setRefusal(null);
    onRecorded?.();
    await refresh();
    return true;
  };
  return { refusal, busy, send };
};
