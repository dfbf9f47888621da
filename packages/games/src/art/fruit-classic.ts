import { dots, shine, starPoints } from './draw.js';
import type { TitleArt } from './types.js';

const ink = 'stroke-linejoin="round" stroke-linecap="round"';

/** Twelve light rays from behind the hero symbol, in a 256×256 box. */
const rays = Array.from({ length: 12 }, (_, i) => {
  const at = (angle: number) =>
    `${(128 + 260 * Math.cos(angle)).toFixed(0)} ${(115 + 260 * Math.sin(angle)).toFixed(0)}`;
  return `<path d="M128 115L${at((i * Math.PI) / 6 - 0.13)}L${at((i * Math.PI) / 6 + 0.13)}Z"/>`;
}).join('');
/** Marquee bulbs along the top and the bottom of the frame. */
const bulbs = [36, 220].flatMap((y) =>
  Array.from({ length: 11 }, (_, i): [number, number] => [24 + i * 20.8, y]),
);

/** A fruit machine under marquee lights: glossy fruit, a red seven, a jester and a gold star. */
export const fruitClassicArt: TitleArt = {
  tiles: { regular: '#5c1634', wild: '#3a0ca3', scatter: '#0b4f6c' },
  symbols: {
    CH: `<path d="M34 64Q40 38 60 18M66 62Q62 38 60 18" fill="none" stroke="#2d6a2f" stroke-width="4" ${ink}/><path d="M60 18Q74 10 84 20Q72 28 60 18Z" fill="#52b043" stroke="#2d6a2f" stroke-width="2"/><circle cx="32" cy="68" r="17" fill="#d62839" stroke="#6a040f" stroke-width="3"/><circle cx="67" cy="66" r="17" fill="#ef233c" stroke="#6a040f" stroke-width="3"/>${shine(26, 61, 5, 3, -35)}${shine(61, 59, 5, 3, -35)}`,
    LE: `<g transform="rotate(-24 50 52)"><path d="M12 52Q18 28 50 26Q82 28 88 52Q82 76 50 78Q18 76 12 52Z" fill="#ffd60a" stroke="#a67c00" stroke-width="3"/><path d="M12 52L5 52M88 52L95 52" stroke="#a67c00" stroke-width="7" ${ink}/>${shine(40, 40, 16, 5)}</g>`,
    OR: `<circle cx="50" cy="56" r="31" fill="#fb8500" stroke="#9a4a00" stroke-width="3"/>${dots(
      '#c96a00',
      1.6,
      [
        [40, 66],
        [58, 72],
        [66, 52],
        [34, 50],
        [50, 80],
      ],
    )}<path d="M50 26Q50 18 54 14" fill="none" stroke="#5b3a1a" stroke-width="4" ${ink}/><path d="M54 22Q66 8 80 16Q70 30 54 22Z" fill="#52b043" stroke="#2d6a2f" stroke-width="2"/>${shine(38, 44, 9, 5, -35)}`,
    PL: `<path d="M50 20Q80 22 80 56Q78 86 50 86Q22 86 20 56Q22 22 50 20Z" fill="#7b2cbf" stroke="#3c096c" stroke-width="3"/><path d="M50 24Q42 52 50 84" fill="none" stroke="#3c096c" stroke-width="2.5" opacity=".7"/><path d="M50 22L54 10" stroke="#5b3a1a" stroke-width="4" ${ink}/>${shine(34, 44, 6, 12, 15)}`,
    GR: `<path d="M50 20L50 8" stroke="#5b3a1a" stroke-width="4" ${ink}/><path d="M52 16Q70 4 84 14Q72 28 52 16Z" fill="#52b043" stroke="#2d6a2f" stroke-width="2"/><g fill="#8e44ad" stroke="#4a1a5e" stroke-width="2.5">${[
      [36, 30],
      [52, 28],
      [68, 32],
      [28, 46],
      [44, 46],
      [60, 46],
      [74, 48],
      [36, 62],
      [52, 62],
      [68, 62],
      [44, 77],
      [60, 77],
      [52, 90],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9.5"/>`)
      .join('')}</g>${dots('#e0b0ff', 2.4, [
      [33, 27],
      [49, 25],
      [25, 43],
      [41, 43],
      [57, 43],
      [33, 59],
      [49, 59],
      [41, 74],
    ])}`,
    WM: `<path d="M8 40Q50 112 92 40Z" fill="#2d6a4f" stroke="#123524" stroke-width="3" ${ink}/><path d="M15 42Q50 100 85 42Z" fill="#f1faee"/><path d="M19 42Q50 94 81 42Z" fill="#ef476f"/>${dots(
      '#1b1b1b',
      2.6,
      [
        [34, 52],
        [50, 60],
        [66, 52],
        [42, 68],
        [58, 68],
        [50, 48],
      ],
    )}${shine(30, 46, 8, 2.5, 20, 0.3)}`,
    BE: `<circle cx="50" cy="16" r="6" fill="#ffc300" stroke="#8a6100" stroke-width="3"/><path d="M50 20C30 20 26 42 24 62Q18 68 16 74H84Q82 68 76 62C74 42 70 20 50 20Z" fill="#ffc300" stroke="#8a6100" stroke-width="3" ${ink}/><path d="M16 74H84" stroke="#8a6100" stroke-width="5" ${ink}/><circle cx="50" cy="82" r="8" fill="#e09f00" stroke="#8a6100" stroke-width="3"/>${shine(38, 40, 5, 14, 12)}`,
    SV: `<path d="M20 14H82V30L54 88H32L62 32H20Z" fill="#e63946" stroke="#6a040f" stroke-width="5" ${ink}/><path d="M26 19H76L73 26H26Z" fill="#fff" opacity=".45"/><path d="M56 40L40 80" stroke="#ff8fa3" stroke-width="4" ${ink} opacity=".8"/>`,
    JK: `<path d="M22 60Q18 34 8 22Q34 24 42 50Z" fill="#e63946" stroke="#4a0010" stroke-width="3" ${ink}/><path d="M78 60Q82 34 92 22Q66 24 58 50Z" fill="#3a86ff" stroke="#0b2a66" stroke-width="3" ${ink}/><path d="M36 54Q40 26 50 10Q60 26 64 54Z" fill="#ffd60a" stroke="#7a5c00" stroke-width="3" ${ink}/>${dots(
      '#ffd60a',
      5,
      [
        [8, 22],
        [92, 22],
      ],
    )}<circle cx="50" cy="10" r="5" fill="#e63946"/><path d="M20 58Q50 46 80 58L78 68Q50 58 22 68Z" fill="#7b2cbf" stroke="#3c096c" stroke-width="2.5"/><circle cx="50" cy="78" r="15" fill="#fde2c8" stroke="#7a4b2a" stroke-width="2.5"/>${dots(
      '#1b1b1b',
      2.2,
      [
        [44, 75],
        [56, 75],
      ],
    )}<path d="M43 82Q50 88 57 82" fill="none" stroke="#c1121f" stroke-width="2.5" ${ink}/>${dots(
      '#ff8fa3',
      2.6,
      [
        [40, 81],
        [60, 81],
      ],
    )}`,
    ST: `<polygon points="${starPoints(50, 53, 42, 18)}" fill="#ffd60a" stroke="#a66a00" stroke-width="4" ${ink}/><polygon points="${starPoints(50, 53, 24, 10)}" fill="#fff3b0"/>${shine(40, 40, 6, 3, -30, 0.7)}<path d="M84 14V26M78 20H90M16 76V84M12 80H20" stroke="#fff" stroke-width="2.5" ${ink}/>`,
  },
  scene: `<defs><radialGradient id="sa" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="#ff4d6d"/><stop offset=".55" stop-color="#a4133c"/><stop offset="1" stop-color="#3c0919"/></radialGradient></defs><rect width="256" height="256" fill="url(#sa)"/><g fill="#ffd60a" opacity=".13">${rays}</g><rect x="8" y="36" width="240" height="184" rx="22" fill="none" stroke="#ffd60a" stroke-width="5" opacity=".9"/>${dots('#fff3b0', 3.5, bulbs)}`,
  cover: ['SV', 'CH', 'ST'],
};
