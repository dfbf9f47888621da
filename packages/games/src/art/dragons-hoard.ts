import { dots, shine, starPoints } from './draw.js';
import type { TitleArt } from './types.js';

const ink = 'stroke-linejoin="round" stroke-linecap="round"';
const coin = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffc300" stroke="#7a5200" stroke-width="2.5"/><circle cx="${cx}" cy="${cy}" r="${r * 0.65}" fill="none" stroke="#c98f00" stroke-width="2"/>`;

/** A dragon's cave: the gold, gems and arms of the knights who came for it, and its fire. */
export const dragonsHoardArt: TitleArt = {
  tiles: { regular: '#2b2d42', wild: '#7a1010', scatter: '#5c3c00' },
  symbols: {
    CO: `<circle cx="50" cy="52" r="34" fill="#e09f00" stroke="#5c3c00" stroke-width="3"/><circle cx="50" cy="48" r="34" fill="#ffc300" stroke="#5c3c00" stroke-width="3"/><circle cx="50" cy="48" r="25" fill="none" stroke="#c98f00" stroke-width="3"/><polygon points="${starPoints(50, 49, 16, 7)}" fill="#e09f00" stroke="#8a5a00" stroke-width="2" ${ink}/>${shine(36, 32, 10, 4, -35, 0.6)}`,
    GE: `<polygon points="50,88 12,40 28,16 72,16 88,40" fill="#d00000" stroke="#5c0000" stroke-width="3" ${ink}/><path d="M12 40H88M28 16L38 40L50 88L62 40L72 16M38 40L50 16L62 40" fill="none" stroke="#5c0000" stroke-width="2" opacity=".6" ${ink}/><polygon points="28,16 50,16 38,40" fill="#ff6b6b"/><polygon points="38,40 62,40 50,88" fill="#e5383b"/>${shine(30, 28, 6, 3, -30, 0.7)}`,
    CL: `<path d="M22 14H78Q80 54 50 60Q20 54 22 14Z" fill="#ffc300" stroke="#5c3c00" stroke-width="3" ${ink}/><path d="M22 24H78" stroke="#c98f00" stroke-width="3"/><path d="M44 60H56L58 76H42Z" fill="#e09f00" stroke="#5c3c00" stroke-width="2.5"/><path d="M28 88Q30 76 50 76Q70 76 72 88Z" fill="#ffc300" stroke="#5c3c00" stroke-width="3" ${ink}/>${dots('#d00000', 4, [[50, 38]])}${dots(
      '#4cc9f0',
      3,
      [
        [34, 36],
        [66, 36],
      ],
    )}${shine(32, 40, 3, 9, 10, 0.55)}`,
    CR: `<path d="M14 74L18 30L36 48L50 20L64 48L82 30L86 74Z" fill="#ffc300" stroke="#5c3c00" stroke-width="3" ${ink}/><rect x="14" y="72" width="72" height="14" rx="3" fill="#e09f00" stroke="#5c3c00" stroke-width="3"/>${dots(
      '#ffd60a',
      4.5,
      [
        [18, 28],
        [50, 18],
        [82, 28],
      ],
    )}${dots('#d00000', 4.5, [[50, 79]])}${dots('#2ec4b6', 3.5, [
      [30, 79],
      [70, 79],
    ])}<polygon points="50,44 56,54 50,64 44,54" fill="#2ec4b6" stroke="#0b3954" stroke-width="2"/>${shine(30, 58, 3, 8, 10, 0.5)}`,
    SW: `<g transform="rotate(35 50 50)"><path d="M50 4L58 16V62H42V16Z" fill="#dee2e6" stroke="#343a40" stroke-width="3" ${ink}/><path d="M50 10V60" stroke="#adb5bd" stroke-width="2.5"/><path d="M26 62H74Q76 70 68 70H32Q24 70 26 62Z" fill="#ffc300" stroke="#5c3c00" stroke-width="2.5"/><rect x="45" y="70" width="10" height="18" fill="#6f4518" stroke="#3b220c" stroke-width="2.5"/><circle cx="50" cy="93" r="6" fill="#ffc300" stroke="#5c3c00" stroke-width="2.5"/><circle cx="50" cy="66" r="3" fill="#d00000"/></g>`,
    KN: `<path d="M72 18Q92 4 94 26Q84 18 72 26Z" fill="#d00000" stroke="#5c0000" stroke-width="2"/><path d="M22 34Q22 12 50 12Q78 12 78 34V80Q64 90 50 90Q36 90 22 80Z" fill="#adb5bd" stroke="#212529" stroke-width="3" ${ink}/><path d="M50 12V90" stroke="#6c757d" stroke-width="3"/><rect x="24" y="40" width="52" height="8" rx="3" fill="#212529"/>${dots(
      '#212529',
      2,
      [
        [40, 62],
        [40, 70],
        [60, 62],
        [60, 70],
        [34, 66],
        [66, 66],
      ],
    )}<path d="M22 54H78" stroke="#6c757d" stroke-width="2.5"/>${shine(34, 26, 4, 9, 25, 0.55)}`,
    DR: `<g transform="translate(2 4) scale(.9)"><path d="M62 26L84 4L76 30ZM70 34L96 22L80 42Z" fill="#e9d8a6" stroke="#5c4a1e" stroke-width="2" ${ink}/><path d="M82 34Q72 20 56 24L48 16L44 28Q28 30 20 40L8 44Q4 54 14 58L30 60Q38 72 56 72Q72 78 80 96H98V60Q96 44 82 34Z" fill="#2d6a4f" stroke="#081c15" stroke-width="3" ${ink}/><path d="M30 60Q44 64 56 58Q66 66 80 68" fill="none" stroke="#74c69d" stroke-width="3" ${ink}/><path d="M84 50L94 46L90 58L98 58" fill="none" stroke="#081c15" stroke-width="2"/><path d="M38 38Q46 30 54 38Q46 42 38 38Z" fill="#ffd60a" stroke="#081c15" stroke-width="2"/><path d="M46 33V42" stroke="#111" stroke-width="2.5"/><circle cx="14" cy="47" r="2.2" fill="#081c15"/><path d="M18 58L21 64L25 59L29 65L33 60" fill="#fff" stroke="#fff" stroke-width="1.5" ${ink}/>${dots(
      '#95d5b2',
      2,
      [
        [66, 48],
        [72, 56],
        [62, 40],
      ],
    )}</g>`,
    FI: `<path d="M50 6C62 28 82 40 78 66C74 86 60 94 50 94C34 94 20 82 22 62C24 46 36 42 36 24C44 34 46 40 50 6Z" fill="#d00000" stroke="#5c0000" stroke-width="3" ${ink}/><path d="M50 30C58 46 70 54 66 72C62 84 56 88 50 88C40 88 32 80 34 68C36 58 44 56 44 44C48 50 50 52 50 30Z" fill="#ff8500"/><path d="M50 56C54 64 60 70 58 78C56 84 52 86 50 86C44 86 42 80 42 76C42 70 48 68 50 56Z" fill="#ffd60a"/>${dots(
      '#ffba08',
      2.4,
      [
        [22, 26],
        [80, 20],
        [86, 44],
      ],
    )}`,
    HO: `<path d="M8 88Q14 54 50 46Q86 54 92 88Z" fill="#e09f00" stroke="#5c3c00" stroke-width="3" ${ink}/>${coin(30, 70, 9)}${coin(52, 62, 9)}${coin(72, 74, 9)}${coin(46, 80, 8)}<path d="M32 52L36 26L44 40L50 22L56 40L64 26L68 52Z" fill="#ffc300" stroke="#5c3c00" stroke-width="2.5" ${ink}/>${dots('#d00000', 3.2, [[50, 44]])}<polygon points="18,78 26,70 34,78 26,88" fill="#2ec4b6" stroke="#0b3954" stroke-width="2"/><polygon points="74,52 82,46 88,54 80,62" fill="#d00000" stroke="#5c0000" stroke-width="2"/><path d="M80 14V26M74 20H86M18 24V32M14 28H22" stroke="#fff3b0" stroke-width="2.5" ${ink}/>`,
  },
  scene: `<defs><radialGradient id="sa" cx=".5" cy=".85" r=".9"><stop offset="0" stop-color="#ffba08"/><stop offset=".3" stop-color="#9d0208"/><stop offset=".7" stop-color="#370617"/><stop offset="1" stop-color="#10002b"/></radialGradient></defs><rect width="256" height="256" fill="url(#sa)"/><path d="M0 0H256V40Q220 70 200 40Q180 80 150 44Q128 70 104 40Q80 76 56 42Q30 70 0 44Z" fill="#10002b"/><path d="M0 256V150Q20 120 34 160Q40 110 60 170V256ZM256 256V140Q236 110 222 156Q214 120 196 170V256Z" fill="#240046"/><path d="M30 256Q60 190 128 186Q196 190 226 256Z" fill="#e09f00"/>${dots(
    '#ffc300',
    7,
    [
      [70, 222],
      [96, 206],
      [128, 214],
      [160, 204],
      [186, 224],
      [112, 236],
      [150, 238],
    ],
  )}${dots('#ffba08', 2, [
    [40, 80],
    [90, 60],
    [170, 90],
    [220, 70],
    [200, 120],
    [60, 120],
  ])}`,
  cover: ['DR', 'FI', 'HO'],
};
