import { shine, starPoints } from './draw.js';

/**
 * The covers of the eight originals (issue 24), one picture each in a 256×256 box: bold shapes
 * with a dark outline on a gradient, readable at the lobby's 120 px tile, no text (the lobby
 * prints the name under it). The lobby crops covers to 4:3, so each picture keeps what matters
 * between y = 32 and y = 224.
 */
export const ORIGINALS_COVER_IDS = [
  'dice',
  'limbo',
  'plinko',
  'mines',
  'keno',
  'hilo',
  'wheel',
  'flip',
] as const;
export type OriginalsCoverId = (typeof ORIGINALS_COVER_IDS)[number];

const ink = 'stroke-linejoin="round" stroke-linecap="round"';
const outline = (colour: string, width: number) =>
  `stroke="${colour}" stroke-width="${width}" ${ink}`;

/** A vertical gradient `id` from `top` to `bottom`. */
const fade = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** A soft round glow `id` of one colour. */
const glow = (id: string, colour: string, opacity = 0.55) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

const floorShadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx / 5}" fill="#000" opacity=".35"/>`;

// ---------------------------------------------------------------- dice

/** Pip centres of a die face 1–6 in a 100×100 face. */
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [30, 26],
    [70, 26],
    [30, 50],
    [70, 50],
    [30, 74],
    [70, 74],
  ],
};

/** A die seen a little from above: its face (pips `face`), its top and right sides. */
function die(face: number, body: string, side: string) {
  const pips = (PIPS[face] ?? [])
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="#1b1b2f"/>`)
    .join('');
  return `<path d="M10 10L30 -6H116L96 10Z" fill="${side}" ${outline('#1b1b2f', 5)}/><path d="M96 10L116 -6V78L96 96Z" fill="${side}" ${outline('#1b1b2f', 5)}/><rect x="0" y="6" width="100" height="94" rx="16" fill="${body}" ${outline('#1b1b2f', 5)}/>${shine(30, 20, 20, 6, -8, 0.6)}<g transform="translate(0 3)">${pips}</g>`;
}

const diceCover = {
  defs: `${fade('a', '#1d6b57', '#082a22')}${glow('g', '#7cffcb', 0.35)}`,
  body: `<rect width="256" height="256" fill="url(#a)"/><circle cx="128" cy="120" r="110" fill="url(#g)"/><g stroke="#fff" stroke-width="2" opacity=".08"><path d="M0 200H256M0 168H256"/></g>${floorShadow(82, 196, 58)}${floorShadow(184, 184, 50)}<g transform="translate(30 86) rotate(-12 50 50)">${die(5, '#fdfdfd', '#c9d1e0')}</g><g transform="translate(136 70) rotate(14 50 50) scale(.92)">${die(3, '#ff4d5e', '#b3121f')}</g>`,
};

// ---------------------------------------------------------------- limbo

const rocket = `<path d="M50 0Q74 22 74 70L26 70Q26 22 50 0Z" fill="#f1f3f8" ${outline('#14143a', 5)}/><path d="M50 0Q62 11 68 26H32Q38 11 50 0Z" fill="#ff3d6e" ${outline('#14143a', 5)}/><circle cx="50" cy="44" r="11" fill="#4cc9f0" ${outline('#14143a', 5)}/>${shine(46, 40, 4, 3, 0, 0.8)}<path d="M26 52L8 78L26 76ZM74 52L92 78L74 76Z" fill="#ff3d6e" ${outline('#14143a', 5)}/><path d="M34 70H66L60 80H40Z" fill="#8d99ae" ${outline('#14143a', 4)}/><path d="M40 82Q50 118 60 82Z" fill="#ffb703" ${outline('#e85d04', 4)}/><path d="M45 84Q50 102 55 84Z" fill="#fff3b0"/>`;

const limboCover = {
  defs: `${fade('a', '#231a5c', '#0a0720')}${glow('g', '#ff3d6e', 0.5)}`,
  body: `<rect width="256" height="256" fill="url(#a)"/><g fill="#fff" opacity=".6"><circle cx="30" cy="40" r="2"/><circle cx="218" cy="52" r="2"/><circle cx="60" cy="200" r="1.5"/><circle cx="206" cy="206" r="1.5"/><circle cx="232" cy="130" r="2"/><circle cx="24" cy="132" r="1.5"/></g><circle cx="128" cy="110" r="100" fill="url(#g)"/><g fill="none"><circle cx="128" cy="108" r="78" stroke="#ff3d6e" stroke-width="14"/><circle cx="128" cy="108" r="56" stroke="#fff" stroke-width="10" opacity=".9"/><circle cx="128" cy="108" r="34" stroke="#ff3d6e" stroke-width="10"/></g><circle cx="128" cy="108" r="14" fill="#ffd60a" ${outline('#14143a', 4)}/><g transform="translate(92 66) rotate(28 50 56) scale(.86)">${rocket}</g>`,
};

// ---------------------------------------------------------------- plinko

/** Pins of a pyramid of `rows` rows, its apex at (128, top), `gap` apart. */
function pins(rows: number, top: number, gap: number): string {
  const circles: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let i = 0; i <= row + 2; i++) {
      const x = 128 + (i - (row + 2) / 2) * gap;
      circles.push(`<circle cx="${+x.toFixed(1)}" cy="${top + row * gap}" r="6"/>`);
    }
  }
  return `<g fill="#fff">${circles.join('')}</g>`;
}

/** The buckets under the pyramid: warm at the edges (high), cool in the middle. */
const PLINKO_BUCKETS = [
  '#ff006e',
  '#fb5607',
  '#ffbe0b',
  '#8ac926',
  '#ffbe0b',
  '#fb5607',
  '#ff006e',
];

const plinkoCover = {
  defs: `${fade('a', '#3a0ca3', '#10002b')}${glow('g', '#ffd60a', 0.6)}`,
  body: `<rect width="256" height="256" fill="url(#a)"/>${pins(6, 46, 26)}${PLINKO_BUCKETS.map(
    (colour, i) =>
      `<rect x="${+(128 + (i - 3.5) * 26 + 2).toFixed(1)}" y="198" width="22" height="18" rx="5" fill="${colour}" ${outline('#10002b', 3)}/>`,
  ).join(
    '',
  )}<path d="M128 22Q120 50 141 72Q158 92 141 124Q128 146 154 176" fill="none" stroke="#ffd60a" stroke-width="4" stroke-dasharray="2 9" ${ink} opacity=".8"/><circle cx="154" cy="168" r="28" fill="url(#g)"/><circle cx="154" cy="168" r="17" fill="#ffd60a" ${outline('#7a4f00', 4)}/>${shine(148, 162, 6, 3, -30, 0.8)}`,
};

// ---------------------------------------------------------------- mines

const gem = `<polygon points="0,-26 22,-8 14,22 -14,22 -22,-8" fill="#2ee59d" ${outline('#064e3b', 4)}/><path d="M-22 -8H22M0 -26L-8 -8L0 22L8 -8Z" fill="#7dffc8" opacity=".55" ${outline('#064e3b', 2)}/>`;

const mine = `<g stroke="#111" stroke-width="7" stroke-linecap="round">${[0, 45, 90, 135]
  .map((angle) => `<path d="M0 -30V30" transform="rotate(${angle})"/>`)
  .join(
    '',
  )}</g><circle r="22" fill="#1b1b1b" stroke="#000" stroke-width="3"/>${shine(-8, -8, 7, 5, -40, 0.55)}<circle cx="12" cy="-24" r="5" fill="#ffd60a"/>`;

/** A 3×3 board: covered tiles, gems found and the mine, centres 64 px apart. */
const MINES_BOARD: readonly ('covered' | 'gem' | 'mine')[] = [
  'gem',
  'covered',
  'gem',
  'covered',
  'mine',
  'covered',
  'gem',
  'covered',
  'gem',
];

const minesCover = {
  defs: `${fade('a', '#1f2a44', '#0b1020')}${glow('g', '#ff4d4d', 0.7)}`,
  body: `<rect width="256" height="256" fill="url(#a)"/>${MINES_BOARD.map((kind, i) => {
    const x = 36 + (i % 3) * 64;
    const y = 36 + Math.floor(i / 3) * 64;
    const tile =
      kind === 'covered'
        ? `<rect x="${x}" y="${y}" width="56" height="56" rx="10" fill="#3d5a80" ${outline('#0b1020', 4)}/><rect x="${x + 4}" y="${y + 4}" width="48" height="20" rx="8" fill="#fff" opacity=".12"/>`
        : `<rect x="${x}" y="${y}" width="56" height="56" rx="10" fill="${kind === 'mine' ? '#5c0f1b' : '#12343b'}" ${outline('#0b1020', 4)}/>`;
    const centre = `translate(${x + 28} ${y + 28})`;
    if (kind === 'gem') return `${tile}<g transform="${centre} scale(.92)">${gem}</g>`;
    if (kind === 'mine') {
      return `<circle cx="${x + 28}" cy="${y + 28}" r="56" fill="url(#g)"/>${tile}<g transform="${centre} scale(.8)">${mine}</g>`;
    }
    return tile;
  }).join('')}`,
};

// ---------------------------------------------------------------- keno

/** A 4×4 grid of balls: picked ones lit, the hits with a gold ring; no numbers (no text). */
const KENO_BALLS: readonly ('plain' | 'picked' | 'hit')[] = [
  'plain',
  'picked',
  'plain',
  'hit',
  'hit',
  'plain',
  'plain',
  'plain',
  'plain',
  'plain',
  'hit',
  'picked',
  'picked',
  'plain',
  'plain',
  'plain',
];

function kenoBall(kind: 'plain' | 'picked' | 'hit', cx: number, cy: number): string {
  const fill = kind === 'plain' ? '#415a77' : kind === 'picked' ? '#9d4edd' : '#ffb703';
  const ring =
    kind === 'hit'
      ? `<circle cx="${cx}" cy="${cy}" r="26" fill="none" stroke="#fff" stroke-width="4"/>`
      : '';
  return `${ring}<circle cx="${cx}" cy="${cy}" r="21" fill="${fill}" ${outline('#0d1b2a', 4)}/><circle cx="${cx}" cy="${cy}" r="9" fill="#fff" opacity="${kind === 'plain' ? 0.35 : 0.9}"/>${shine(cx - 8, cy - 9, 6, 3, -35, 0.5)}`;
}

const kenoCover = {
  defs: `${fade('a', '#0f4c75', '#0b132b')}${glow('g', '#ffb703', 0.3)}`,
  body: `<rect width="256" height="256" fill="url(#a)"/><circle cx="128" cy="128" r="120" fill="url(#g)"/>${KENO_BALLS.map(
    (kind, i) => kenoBall(kind, 44 + (i % 4) * 56, 44 + Math.floor(i / 4) * 56),
  ).join('')}`,
};

// ---------------------------------------------------------------- hilo

const heart = `<path d="M0 14Q-22 0 -16 -10Q-9 -18 0 -8Q9 -18 16 -10Q22 0 0 14Z" fill="#e63946"/>`;
const spade = `<path d="M0 -16Q-22 2 -14 10Q-7 15 -2 8L-5 16H5L2 8Q7 15 14 10Q22 2 0 -16Z" fill="#1b1b2f"/>`;

/** A playing card 76×108 with its suit large in the middle and small in two corners. */
const card = (suit: string) =>
  `<rect width="76" height="108" rx="10" fill="#fffdf7" ${outline('#1b1b2f', 5)}/><g transform="translate(38 54) scale(1.5)">${suit}</g><g transform="translate(15 17) scale(.5)">${suit}</g><g transform="translate(61 91) scale(.5) rotate(180)">${suit}</g>`;

const arrow = (colour: string, dark: string) =>
  `<path d="M0 -30L26 0H12V28H-12V0H-26Z" fill="${colour}" ${outline(dark, 4)}/>`;

const hiloCover = {
  defs: `${fade('a', '#7b2cbf', '#240046')}${glow('g', '#fff', 0.25)}`,
  body: `<rect width="256" height="256" fill="url(#a)"/><circle cx="128" cy="128" r="110" fill="url(#g)"/>${floorShadow(128, 206, 90)}<g transform="translate(44 70) rotate(-10 38 54)">${card(heart)}</g><g transform="translate(134 76) rotate(8 38 54)">${card(spade)}</g><g transform="translate(128 52)">${arrow('#2ee59d', '#064e3b')}</g><g transform="translate(128 208) rotate(180)">${arrow('#ff4d5e', '#5c0f1b')}</g>`,
};

// ---------------------------------------------------------------- wheel

const WHEEL_COLOURS = ['#ff006e', '#3a86ff', '#ffbe0b', '#8338ec', '#06d6a0', '#fb5607'];

/** A wheel of `n` segments of radius r around (128, 136), one segment lit under the pointer. */
function wheel(n: number, r: number): string {
  const cx = 128;
  const cy = 136;
  const point = (angle: number) =>
    `${+(cx + r * Math.sin(angle)).toFixed(1)} ${+(cy - r * Math.cos(angle)).toFixed(1)}`;
  const step = (2 * Math.PI) / n;
  const segments = Array.from({ length: n }, (_, i) => {
    const from = (i - 0.5) * step;
    const to = (i + 0.5) * step;
    const fill = i === 0 ? '#fff' : WHEEL_COLOURS[i % WHEEL_COLOURS.length];
    return `<path d="M${cx} ${cy}L${point(from)}A${r} ${r} 0 0 1 ${point(to)}Z" fill="${fill}" stroke="#14112a" stroke-width="3" stroke-linejoin="round"/>`;
  });
  return `<circle cx="${cx}" cy="${cy}" r="${r + 12}" fill="#14112a"/><circle cx="${cx}" cy="${cy}" r="${r + 8}" fill="#ffd60a" stroke="#7a4f00" stroke-width="3"/>${segments.join('')}<circle cx="${cx}" cy="${cy}" r="${r * 0.32}" fill="#14112a" opacity=".85"/><circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="#ffd60a" ${outline('#7a4f00', 3)}/>`;
}

const wheelCover = {
  defs: `${fade('a', '#0b525b', '#06121f')}${glow('g', '#ffd60a', 0.45)}`,
  body: `<rect width="256" height="256" fill="url(#a)"/><circle cx="128" cy="136" r="118" fill="url(#g)"/>${wheel(12, 78)}<path d="M112 30H144L128 60Z" fill="#ff4d5e" ${outline('#14112a', 4)}/>`,
};

// ---------------------------------------------------------------- flip

/** A coin seen at an angle: its edge, its face and a star struck on it. */
const coin = (face: string, edge: string, dark: string, mark: string) =>
  `<ellipse cx="0" cy="10" rx="58" ry="54" fill="${edge}" ${outline(dark, 5)}/><ellipse cx="0" cy="0" rx="58" ry="54" fill="${face}" ${outline(dark, 5)}/><ellipse cx="0" cy="0" rx="44" ry="40" fill="none" stroke="${dark}" stroke-width="3" opacity=".5"/>${mark}${shine(-22, -24, 16, 7, -30, 0.55)}`;

const flipCover = {
  defs: `${fade('a', '#ff8500', '#6a040f')}${glow('g', '#fff3b0', 0.6)}`,
  body: `<rect width="256" height="256" fill="url(#a)"/><circle cx="128" cy="112" r="104" fill="url(#g)"/><g fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".6"><path d="M40 150Q30 110 52 76"/><path d="M216 150Q226 110 204 76"/><path d="M60 168Q50 130 66 100"/></g>${floorShadow(128, 214, 60)}<g transform="translate(180 176) rotate(-18) scale(.55)">${coin('#dee2e6', '#adb5bd', '#343a40', '<circle r="18" fill="#6c757d"/>')}</g><g transform="translate(120 112) rotate(-12)">${coin('#ffd60a', '#e09f00', '#7a4f00', `<polygon points="${starPoints(0, 2, 26, 11)}" fill="#e09f00" ${outline('#7a4f00', 3)}/>`)}</g>`,
};

const COVERS: Record<OriginalsCoverId, { defs: string; body: string }> = {
  dice: diceCover,
  limbo: limboCover,
  plinko: plinkoCover,
  mines: minesCover,
  keno: kenoCover,
  hilo: hiloCover,
  wheel: wheelCover,
  flip: flipCover,
};

export const isOriginalsCoverId = (id: string): id is OriginalsCoverId =>
  (ORIGINALS_COVER_IDS as readonly string[]).includes(id);

/**
 * An original's cover, `px` square, labelled `label` (escaped); undefined for any other id.
 *
 * @example
 * originalsCoverSvg('plinko', 'Plinko', 512); // '<svg xmlns=… width="512" …'
 */
export function originalsCoverSvg(id: string, label: string, px: number): string | undefined {
  if (!isOriginalsCoverId(id)) return undefined;
  const { defs, body } = COVERS[id];
  const escaped = label.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 256 256" role="img" aria-label="${escaped}"><defs><clipPath id="c"><rect width="256" height="256" rx="20"/></clipPath>${defs}</defs><g clip-path="url(#c)">${body}</g></svg>`;
}
