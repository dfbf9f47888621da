import type { PlayGameConfig } from '@jackdaw/contracts';
import type { JSX } from 'preact';
import { symbolName } from '../i18n/symbol-name';
import { useTranslate } from '../i18n/use-translate';

type GameSymbol = PlayGameConfig['symbols'][number];

/**
 * Symbols are drawn as inline SVG from a few shapes: no image requests, crisp at any size, and
 * a few hundred bytes for every title. A symbol without a shape of its own shows its initials
 * on its colour, which keeps any new title playable before it gets artwork.
 */
const star = (fill: string) => (
  <polygon
    points="50,12 61,38 89,40 67,58 74,86 50,71 26,86 33,58 11,40 39,38"
    fill={fill}
    stroke="#7a4b00"
    stroke-width="3"
  />
);

const glyphs: Record<string, () => JSX.Element> = {
  cherry: () => (
    <g>
      <path
        d="M38 62 Q45 30 62 18 M64 62 Q60 36 62 18"
        stroke="#2f7d32"
        stroke-width="4"
        fill="none"
      />
      <circle cx="36" cy="66" r="14" fill="#d62839" />
      <circle cx="64" cy="66" r="14" fill="#e63946" />
    </g>
  ),
  lemon: () => (
    <ellipse cx="50" cy="52" rx="30" ry="22" fill="#ffd60a" stroke="#c9a400" stroke-width="3" />
  ),
  orange: () => (
    <g>
      <circle cx="50" cy="54" r="28" fill="#fb8500" />
      <path d="M50 26 q8 -10 16 -6" stroke="#2f7d32" stroke-width="4" fill="none" />
    </g>
  ),
  plum: () => (
    <ellipse cx="50" cy="54" rx="24" ry="28" fill="#7b2cbf" stroke="#4a148c" stroke-width="3" />
  ),
  grapes: () => (
    <g fill="#8e44ad" stroke="#5b2370" stroke-width="2">
      {[
        [38, 36],
        [62, 36],
        [50, 40],
        [42, 54],
        [58, 54],
        [50, 68],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="11" />
      ))}
    </g>
  ),
  watermelon: () => (
    <g>
      <path d="M14 40 A36 36 0 0 0 86 40 Z" fill="#2d6a4f" />
      <path d="M20 42 A30 30 0 0 0 80 42 Z" fill="#ef476f" />
      <circle cx="40" cy="52" r="3" fill="#222" />
      <circle cx="56" cy="56" r="3" fill="#222" />
    </g>
  ),
  banana: () => (
    <path d="M20 30 Q30 80 82 62 Q40 70 28 28 Z" fill="#ffd166" stroke="#b8860b" stroke-width="3" />
  ),
  coconut: () => <circle cx="50" cy="52" r="28" fill="#7f5539" stroke="#4a2f1c" stroke-width="3" />,
  bell: () => (
    <g>
      <path
        d="M50 16 C30 16 28 40 26 62 L74 62 C72 40 70 16 50 16 Z"
        fill="#ffc300"
        stroke="#a67c00"
        stroke-width="3"
      />
      <circle cx="50" cy="70" r="7" fill="#a67c00" />
    </g>
  ),
  seven: () => (
    <text
      x="50"
      y="76"
      text-anchor="middle"
      font-size="68"
      font-weight="900"
      fill="#e63946"
      stroke="#7a0010"
      stroke-width="3"
    >
      7
    </text>
  ),
  star: () => star('#ffd60a'),
  crown: () => (
    <path
      d="M16 70 L22 32 L38 50 L50 24 L62 50 L78 32 L84 70 Z"
      fill="#ffc300"
      stroke="#a67c00"
      stroke-width="3"
    />
  ),
  gem: () => (
    <g stroke="#7a0010" stroke-width="3">
      <polygon points="50,84 16,40 30,20 70,20 84,40" fill="#e5383b" />
      <polyline points="16,40 84,40" fill="none" />
    </g>
  ),
  coin: () => (
    <g>
      <circle cx="50" cy="50" r="30" fill="#ffc300" stroke="#a67c00" stroke-width="4" />
      <circle cx="50" cy="50" r="20" fill="none" stroke="#a67c00" stroke-width="3" />
    </g>
  ),
  sword: () => (
    <g stroke="#3d405b" stroke-width="3">
      <polygon points="50,10 57,22 57,64 43,64 43,22" fill="#dee2e6" />
      <rect x="30" y="64" width="40" height="7" fill="#b08968" />
      <rect x="46" y="71" width="8" height="18" fill="#7f5539" />
    </g>
  ),
  chest: () => (
    <g stroke="#4a2f1c" stroke-width="3">
      <rect x="18" y="40" width="64" height="38" fill="#9c6644" />
      <path d="M18 40 Q50 14 82 40 Z" fill="#b08968" />
      <rect x="45" y="46" width="10" height="12" fill="#ffc300" />
    </g>
  ),
  pyramid: () => (
    <g stroke="#a67c00" stroke-width="3">
      <polygon points="50,14 88,80 12,80" fill="#e9c46a" />
      <polyline points="50,14 58,80" fill="none" />
    </g>
  ),
  eye: () => (
    <g>
      <path
        d="M12 50 Q50 14 88 50 Q50 86 12 50 Z"
        fill="#f1faee"
        stroke="#1d3557"
        stroke-width="4"
      />
      <circle cx="50" cy="50" r="13" fill="#1d3557" />
    </g>
  ),
  ankh: () => (
    <g fill="none" stroke="#ffc300" stroke-width="9" stroke-linecap="round">
      <ellipse cx="50" cy="30" rx="13" ry="16" />
      <path d="M50 46 V88 M30 54 H70" />
    </g>
  ),
  lotus: () => (
    <g fill="#ff8fab" stroke="#c9184a" stroke-width="2">
      <ellipse cx="50" cy="44" rx="12" ry="26" />
      <ellipse cx="32" cy="54" rx="10" ry="22" transform="rotate(-35 32 54)" />
      <ellipse cx="68" cy="54" rx="10" ry="22" transform="rotate(35 68 54)" />
    </g>
  ),
  chalice: () => (
    <g fill="#ffc300" stroke="#a67c00" stroke-width="3">
      <path d="M24 18 H76 Q76 56 50 58 Q24 56 24 18 Z" />
      <rect x="45" y="58" width="10" height="16" />
      <rect x="32" y="74" width="36" height="8" />
    </g>
  ),
  shell: () => (
    <g stroke="#b5838d" stroke-width="3">
      <path d="M50 82 L14 42 Q50 0 86 42 Z" fill="#ffcdb2" />
      <path d="M50 82 L34 30 M50 82 L50 24 M50 82 L66 30" fill="none" />
    </g>
  ),
  pearl: () => (
    <g>
      <circle cx="50" cy="52" r="28" fill="#1b1b2f" stroke="#8d99ae" stroke-width="4" />
      <circle cx="40" cy="42" r="8" fill="#8d99ae" />
    </g>
  ),
  flame: () => (
    <path
      d="M50 10 C62 30 80 42 74 66 C70 82 58 88 50 88 C36 88 24 78 26 60 C28 46 40 42 40 26 C46 34 48 40 50 10 Z"
      fill="#ff6d00"
      stroke="#c1121f"
      stroke-width="3"
    />
  ),
};

/**
 * English symbol name (lower case) → shape: the titles' names are stable data. The shape and
 * the colour follow the English name, so a symbol looks the same in every language; only its
 * label (and the initials of a symbol without a shape) is translated.
 */
const glyphByName: Record<string, string> = {
  cherry: 'cherry',
  lemon: 'lemon',
  orange: 'orange',
  plum: 'plum',
  grapes: 'grapes',
  watermelon: 'watermelon',
  banana: 'banana',
  coconut: 'coconut',
  bell: 'bell',
  seven: 'seven',
  star: 'star',
  starfish: 'star',
  crown: 'crown',
  ruby: 'gem',
  'gold coin': 'coin',
  hoard: 'coin',
  sword: 'sword',
  'sunken chest': 'chest',
  pyramid: 'pyramid',
  temple: 'pyramid',
  'eye of horus': 'eye',
  ankh: 'ankh',
  lotus: 'lotus',
  orchid: 'lotus',
  chalice: 'chalice',
  shell: 'shell',
  'black pearl': 'pearl',
  dragonfire: 'flame',
};

const PALETTE = [
  '#264653',
  '#2a9d8f',
  '#6d597a',
  '#355070',
  '#457b9d',
  '#7f4f24',
  '#3a5a40',
  '#5e548e',
];

function colourOf(symbol: GameSymbol): string {
  if (symbol.kind === 'wild') return '#5a189a';
  if (symbol.kind === 'scatter') return '#9d0208';
  let hash = 0;
  for (const char of symbol.name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] as string;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    // The first code point, not code unit, of each word.
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function SymbolArt({
  symbol,
  titleId,
  class: className,
}: {
  symbol: GameSymbol;
  /** The title the symbol belongs to: symbol ids repeat across titles. */
  titleId: string;
  class?: string;
}) {
  const t = useTranslate();
  const name = symbolName(t, titleId, symbol);
  const glyph = glyphs[glyphByName[symbol.name.toLowerCase()] ?? ''];
  return (
    <svg viewBox="0 0 100 100" class={className} role="img" aria-label={name}>
      <rect x="3" y="3" width="94" height="94" rx="16" fill={colourOf(symbol)} opacity="0.85" />
      {glyph ? (
        glyph()
      ) : (
        <text x="50" y="64" text-anchor="middle" font-size="40" font-weight="800" fill="#fff">
          {initials(name)}
        </text>
      )}
      {symbol.kind === 'wild' ? (
        // The wild's mark: a gold seal in the corner, the same on every title.
        <g transform="translate(66 66) scale(0.3)">
          <circle cx="50" cy="50" r="48" fill="#ffd60a" />
          {star('#5a189a')}
        </g>
      ) : null}
    </svg>
  );
}
