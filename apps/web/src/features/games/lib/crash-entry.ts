import type { MouseEvent } from 'react';
import { CRASH_GAME_ALIAS, paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { usePopup } from '../../../shared/lib/use-popup';
import { useSession } from '../../../shared/lib/use-session';
import { gateDecision } from './gate';

/** Whether a catalogue alias is the crash game, whose gate always applies (spec core §4). */
export const isCrashGame = (alias: string): boolean => alias === CRASH_GAME_ALIAS;

export interface CrashGameEntry {
  /** The crash game's page for real money, in the current language. */
  to: string;
  /**
   * The gate at the click (spec core §4: "for the crash-style game the gate blocks signed-out
   * users and players with no balance"): a visitor gets the sign-up popup, a player with a
   * balance of zero or less the deposit popup, and the link is not followed. While the session
   * is unknown the link is followed and the game page gates.
   */
  onClick(event: MouseEvent<HTMLElement>): void;
}

/** The header's image entry, the aviator tile and the footer link: one gated entry. */
export function useCrashGameEntry(): CrashGameEntry {
  const session = useSession();
  const localized = useLocalizedPath();
  const { open } = usePopup();
  return {
    to: localized(paths.game(CRASH_GAME_ALIAS, 'real')),
    onClick(event) {
      const decision = gateDecision(session, 'real');
      if (decision !== 'sign-up' && decision !== 'deposit') return;
      event.preventDefault();
      open(decision);
    },
  };
}
