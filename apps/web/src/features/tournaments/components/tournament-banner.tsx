import { useId } from 'react';

/**
 * The tournament's banner: the operator's picture, or the site's own artwork (a cup in a burst
 * of light, drawn here in SVG from the theme's colours) when it has none. Decorative: the title
 * beside it names the tournament.
 */
export function TournamentBanner({
  url,
  className = '',
  eager = false,
}: {
  url: string | null;
  className?: string;
  eager?: boolean;
}) {
  const id = useId();
  if (url) {
    return (
      <img
        src={url}
        alt=""
        width={800}
        height={350}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={`w-full bg-surface-raised object-cover ${className}`}
      />
    );
  }
  const glow = `${id}-glow`;
  const cup = `${id}-cup`;
  return (
    <svg
      viewBox="0 0 800 350"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      className={`w-full bg-surface-raised ${className}`}
      data-testid="tournament-artwork"
    >
      <defs>
        <radialGradient id={glow} cx="50%" cy="55%" r="60%">
          <stop offset="0" stopColor="var(--color-accent)" stopOpacity="0.45" />
          <stop offset="0.45" stopColor="var(--color-landing-glow)" stopOpacity="0.9" />
          <stop offset="1" stopColor="var(--color-bg)" />
        </radialGradient>
        <linearGradient id={cup} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-accent-strong)" />
          <stop offset="1" stopColor="var(--color-accent)" />
        </linearGradient>
      </defs>
      <rect width="800" height="350" fill={`url(#${glow})`} />
      <g opacity="0.16" fill="var(--color-accent-strong)">
        {Array.from({ length: 12 }, (_, ray) => (
          <path
            key={ray}
            d="M400 195 L380 -40 L420 -40 Z"
            transform={`rotate(${ray * 30} 400 195)`}
          />
        ))}
      </g>
      <g transform="translate(400 190)">
        <path
          d="M-70 -95 H70 V-40 C70 5 35 35 0 40 C-35 35 -70 5 -70 -40 Z"
          fill={`url(#${cup})`}
        />
        <path
          d="M-70 -80 C-120 -80 -120 -10 -55 -5 M70 -80 C120 -80 120 -10 55 -5"
          fill="none"
          stroke="var(--color-accent)"
          strokeWidth="12"
          strokeLinecap="round"
        />
        <rect x="-12" y="38" width="24" height="40" fill="var(--color-accent)" />
        <rect x="-55" y="78" width="110" height="22" rx="6" fill="var(--color-accent-strong)" />
        <path
          d="M0 -75 L9 -56 L30 -54 L14 -40 L19 -19 L0 -30 L-19 -19 L-14 -40 L-30 -54 L-9 -56 Z"
          fill="var(--color-accent-contrast)"
          opacity="0.55"
        />
      </g>
    </svg>
  );
}
