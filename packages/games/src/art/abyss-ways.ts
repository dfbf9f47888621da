import { dots, shine, starPoints } from './draw.js';
import type { TitleArt } from './types.js';

const ink = 'stroke-linejoin="round" stroke-linecap="round"';
const tentacle = (d: string, fill: string, line: string) =>
  `<path d="${d}" fill="none" stroke="${line}" stroke-width="12" ${ink}/><path d="${d}" fill="none" stroke="${fill}" stroke-width="7" ${ink}/>`;

/** The deep sea: shells and its creatures in the dark, a black pearl and a sunken chest. */
export const abyssWaysArt: TitleArt = {
  tiles: { regular: '#03254c', wild: '#240046', scatter: '#5c2e0e' },
  symbols: {
    SH: `<path d="M50 86L14 48Q16 14 50 12Q84 14 86 48Z" fill="#ffcdb2" stroke="#9d4e55" stroke-width="3" ${ink}/><path d="M50 86L24 26M50 86L38 16M50 86V12M50 86L62 16M50 86L76 26M50 86L16 46M50 86L84 46" fill="none" stroke="#e5989b" stroke-width="3"/><path d="M38 86Q50 78 62 86L58 94H42Z" fill="#ffb4a2" stroke="#9d4e55" stroke-width="2.5" ${ink}/>${shine(36, 30, 8, 3, -30, 0.55)}`,
    SF: `<polygon points="${starPoints(50, 54, 42, 18)}" fill="#fb8500" stroke="#9a3b00" stroke-width="8" ${ink}/><polygon points="${starPoints(50, 54, 42, 18)}" fill="#fb8500" stroke="#ffb703" stroke-width="3" ${ink}/>${dots(
      '#ffe8d6',
      2.4,
      [
        [50, 30],
        [50, 42],
        [72, 48],
        [62, 52],
        [28, 48],
        [38, 52],
        [36, 74],
        [42, 64],
        [64, 74],
        [58, 64],
      ],
    )}`,
    SE: `<path d="M56 12Q72 10 74 24L88 26Q86 36 72 36Q70 50 62 58Q74 70 64 82Q58 92 48 90Q40 86 46 80Q54 82 56 76Q58 68 48 62Q38 56 42 44Q44 34 48 30Q44 18 56 12Z" fill="#ffb703" stroke="#9a3b00" stroke-width="3" ${ink}/><path d="M48 30Q34 28 30 40Q38 40 44 44" fill="#fb8500" stroke="#9a3b00" stroke-width="2.5" ${ink}/><path d="M48 44H58M46 52H60M50 60H62" stroke="#fb8500" stroke-width="3" ${ink}/><circle cx="62" cy="22" r="3.2" fill="#111"/><path d="M52 10L54 2L58 10L62 4L62 12" fill="#ffb703" stroke="#9a3b00" stroke-width="2" ${ink}/>`,
    JF: `<path d="M22 50Q22 16 50 16Q78 16 78 50Q70 46 64 52Q58 46 50 52Q42 46 36 52Q30 46 22 50Z" fill="#c77dff" stroke="#5a189a" stroke-width="3" ${ink}/><path d="M30 52Q24 66 32 76T30 94M44 54Q40 68 46 78T42 94M56 54Q60 68 54 78T58 94M70 52Q76 66 68 76T70 94" fill="none" stroke="#e0aaff" stroke-width="3.5" ${ink}/>${shine(38, 30, 9, 5, -30, 0.5)}${dots(
      '#ff8fab',
      2.4,
      [
        [56, 36],
        [64, 42],
        [46, 40],
      ],
    )}`,
    TU: `<g fill="#52b788" stroke="#1b4332" stroke-width="3" ${ink}><ellipse cx="50" cy="14" rx="10" ry="11"/><path d="M30 32Q10 22 8 34Q18 42 30 44ZM70 32Q90 22 92 34Q82 42 70 44ZM34 72Q18 82 22 92Q32 88 40 78ZM66 72Q82 82 78 92Q68 88 60 78Z"/></g><ellipse cx="50" cy="52" rx="28" ry="32" fill="#6f4518" stroke="#3b220c" stroke-width="3"/><path d="M50 34L62 42V58L50 66L38 58V42Z" fill="#a47148" stroke="#3b220c" stroke-width="2.5"/><path d="M50 20V34M50 66V84M62 42L76 36M62 58L76 66M38 42L24 36M38 58L24 66" stroke="#3b220c" stroke-width="2.5"/>${dots(
      '#111',
      2,
      [
        [45, 10],
        [55, 10],
      ],
    )}${shine(40, 36, 7, 3, -30, 0.3)}`,
    OC: `${tentacle('M34 58Q18 72 26 86Q32 92 38 86', '#ff6f91', '#8a1c3d')}${tentacle('M44 62Q38 82 48 92', '#ff6f91', '#8a1c3d')}${tentacle('M56 62Q62 82 52 92', '#ff6f91', '#8a1c3d')}${tentacle('M66 58Q82 72 74 86Q68 92 62 86', '#ff6f91', '#8a1c3d')}<path d="M50 10Q80 10 80 42Q80 66 50 66Q20 66 20 42Q20 10 50 10Z" fill="#ff6f91" stroke="#8a1c3d" stroke-width="3"/>${dots(
      '#fff',
      7,
      [
        [40, 44],
        [60, 44],
      ],
    )}${dots('#111', 3.6, [
      [41, 45],
      [59, 45],
    ])}<path d="M44 56Q50 60 56 56" fill="none" stroke="#8a1c3d" stroke-width="2.5" ${ink}/>${shine(38, 24, 9, 4, -25, 0.45)}`,
    SK: `<path d="M4 54Q30 30 66 38L72 18L80 42Q90 46 96 40L92 58L98 74Q88 68 80 66Q60 76 30 72Q12 68 4 54Z" fill="#6c8ea4" stroke="#14213d" stroke-width="3" ${ink}/><path d="M8 58Q36 70 78 62Q60 74 30 72Q14 68 8 58Z" fill="#e9ecef"/><path d="M40 66L46 80L52 66" fill="#6c8ea4" stroke="#14213d" stroke-width="2.5" ${ink}/><circle cx="24" cy="48" r="3.2" fill="#111"/><path d="M40 46Q38 52 40 58M46 46Q44 52 46 58M52 46Q50 52 52 58" fill="none" stroke="#14213d" stroke-width="2" ${ink}/><path d="M8 58L12 62L15 58L18 63L21 59" fill="#fff" stroke="#14213d" stroke-width="1.2" ${ink}/>`,
    KR: `${tentacle('M38 58Q10 60 10 84Q12 96 24 90', '#7b2cbf', '#240046')}${tentacle('M62 58Q90 60 90 84Q88 96 76 90', '#7b2cbf', '#240046')}${tentacle('M44 64Q30 80 40 94', '#7b2cbf', '#240046')}${tentacle('M56 64Q70 80 60 94', '#7b2cbf', '#240046')}<path d="M50 4Q74 18 72 46Q70 66 50 68Q30 66 28 46Q26 18 50 4Z" fill="#7b2cbf" stroke="#240046" stroke-width="3" ${ink}/><path d="M34 34L22 26M66 34L78 26" stroke="#240046" stroke-width="5" ${ink}/><ellipse cx="50" cy="44" rx="12" ry="9" fill="#ffd60a" stroke="#240046" stroke-width="2.5"/><ellipse cx="50" cy="44" rx="3" ry="8" fill="#111"/>${dots(
      '#e0aaff',
      2,
      [
        [16, 76],
        [20, 86],
        [84, 76],
        [80, 86],
        [40, 84],
        [60, 84],
      ],
    )}${shine(42, 20, 4, 9, 20, 0.3)}`,
    PE: `<path d="M10 64Q50 98 90 64Q84 58 76 62Q70 56 62 62Q56 56 50 62Q44 56 38 62Q30 56 24 62Q16 58 10 64Z" fill="#adb5bd" stroke="#343a40" stroke-width="3" ${ink}/><path d="M12 62Q14 24 50 20Q86 24 88 62" fill="#495057" stroke="#212529" stroke-width="3" ${ink}/><circle cx="50" cy="56" r="20" fill="#14141f" stroke="#8d99ae" stroke-width="3"/><circle cx="50" cy="56" r="14" fill="#2b2d42" opacity=".8"/>${shine(42, 48, 6, 4, -35, 0.75)}${dots('#c77dff', 2, [[58, 64]])}`,
    CH: `<path d="M14 44Q16 14 50 12Q84 14 86 44Z" fill="#8b5e34" stroke="#3b220c" stroke-width="3" ${ink}/><path d="M16 40H84" stroke="#ffc300" stroke-width="5"/><rect x="14" y="44" width="72" height="42" rx="3" fill="#6f4518" stroke="#3b220c" stroke-width="3"/><path d="M14 56H86M32 44V86M68 44V86" stroke="#ffc300" stroke-width="4"/><rect x="44" y="50" width="12" height="16" rx="2" fill="#ffc300" stroke="#5c3c00" stroke-width="2"/><circle cx="50" cy="58" r="2.4" fill="#3b220c"/>${dots(
      '#a8dadc',
      3,
      [
        [86, 14],
        [92, 26],
        [10, 20],
      ],
    )}${dots('#2ec4b6', 2, [
      [22, 70],
      [78, 76],
    ])}`,
  },
  scene: `<defs><linearGradient id="sa" x2="0" y2="1"><stop offset="0" stop-color="#0096c7"/><stop offset=".45" stop-color="#023e8a"/><stop offset="1" stop-color="#03045e"/></linearGradient></defs><rect width="256" height="256" fill="url(#sa)"/><g fill="#caf0f8" opacity=".12"><path d="M40 0H80L20 256H-30ZM120 0H150L140 256H90ZM200 0H230L270 256H210Z"/></g><path d="M0 218Q64 200 128 214T256 206V256H0Z" fill="#c9a227" opacity=".8"/><g fill="none" stroke="#2d6a4f" stroke-width="7" stroke-linecap="round"><path d="M24 256Q10 220 28 190T20 140"/><path d="M40 256Q52 226 38 200"/><path d="M232 256Q246 214 226 186T236 138"/></g><g fill="none" stroke="#caf0f8" stroke-width="2" opacity=".6">${[
    [60, 60, 5],
    [70, 40, 3],
    [196, 80, 6],
    [206, 56, 4],
    [186, 36, 3],
    [110, 30, 3],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
    .join('')}</g>`,
  cover: ['KR', 'PE', 'CH'],
};
