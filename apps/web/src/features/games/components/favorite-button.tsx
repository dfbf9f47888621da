import type { GameItem } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { usePopup } from '../../../shared/lib/use-popup';
import type { SessionStatus } from '../../../shared/lib/use-session';
import { useToggleFavorite } from '../api/toggle-favorite';

/** The heart on a game: a visitor is sent to sign-up (the gate), a player toggles it. */
export function FavoriteButton({ game, session }: { game: GameItem; session: SessionStatus }) {
  const { t } = useTranslation();
  const { open } = usePopup();
  const toggle = useToggleFavorite();
  const favorite = toggle.isPending ? !game.favorite : game.favorite;
  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={t(favorite ? 'games.favoriteRemove' : 'games.favoriteAdd', { game: game.name })}
      disabled={toggle.isPending || session === 'unknown'}
      onClick={() => (session === 'player' ? toggle.mutate(game) : open('sign-up'))}
      className="absolute right-2 top-2 grid size-9 place-items-center rounded-full bg-black/55 text-text backdrop-blur hover:text-danger aria-pressed:text-danger"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 20s-7-4.5-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.5-7 10-7 10z"
          stroke="currentColor"
          strokeWidth="2"
          fill={favorite ? 'currentColor' : 'none'}
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
