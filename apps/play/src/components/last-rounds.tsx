import { LANGUAGES, type LanguageCode, type PlayRound } from '@jackdaw/contracts';
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * The player's last rounds in a game client's panel (`POST /play/session/rounds`): fetched when
 * the panel opens, with the failure, loading and empty states every client shows alike, then a
 * table of them, a row a round (`data-round`), its time first in the player's language; the
 * other cells and the column headers (time's included) are the client's.
 */
export function LastRounds<Key>({
  load,
  errorKey,
  t,
  loadingKey,
  emptyKey,
  language,
  tableClass,
  headers,
  cells,
}: {
  load: () => Promise<{ rounds: PlayRound[] }>;
  errorKey: (failure: unknown) => Key;
  t: (key: Key) => string;
  loadingKey: Key;
  emptyKey: Key;
  language: LanguageCode;
  tableClass: string;
  headers: ComponentChildren[];
  /** A round's cells after its time. */
  cells: (round: PlayRound) => ComponentChildren;
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
  return (
    <table class={tableClass} data-rounds={rounds.length}>
      <thead>
        <tr>
          {headers.map((header, column) => (
            <th key={column} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rounds.map((round) => (
          <tr key={round.roundId} data-round={round.roundId}>
            <td>
              <time dateTime={round.createdAt}>{time.format(new Date(round.createdAt))}</time>
            </td>
            {cells(round)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
