import { LANGUAGES, type LanguageCode, type PlayRound } from '@jackdaw/contracts';
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * The player's last rounds in a game client's panel (`POST /play/session/rounds`): fetched when
 * the panel opens, with the failure, loading and empty states every client shows alike; the
 * table is the client's, given the rounds and a clock in the player's language.
 */
export function LastRounds<Key>({
  load,
  errorKey,
  t,
  loadingKey,
  emptyKey,
  language,
  children,
}: {
  load: () => Promise<{ rounds: PlayRound[] }>;
  errorKey: (failure: unknown) => Key;
  t: (key: Key) => string;
  loadingKey: Key;
  emptyKey: Key;
  language: LanguageCode;
  children: (rounds: PlayRound[], time: Intl.DateTimeFormat) => ComponentChildren;
}) {
  const [rounds, setRounds] = useState<PlayRound[] | null>(null);
  const [error, setError] = useState<Key | null>(null);

  useEffect(() => {
    let live = true;
    load().then(
      (answer) => live && setRounds(answer.rounds),
      (failure: unknown) => live && setError(errorKey(failure)),
    );
    return () => {
      live = false;
    };
    // Fetched once per opening of the panel: the session does not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (error !== null) {
    return (
      <p class="error-text" role="alert">
        {t(error)}
      </p>
    );
  }
  if (rounds === null) {
    return (
      <p class="muted" role="status">
        {t(loadingKey)}
      </p>
    );
  }
  if (rounds.length === 0) return <p class="muted">{t(emptyKey)}</p>;
  const time = new Intl.DateTimeFormat(LANGUAGES[language].bcp47, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return <>{children(rounds, time)}</>;
}
