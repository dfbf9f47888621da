import { dots, shine } from './draw.js';
import type { TitleArt } from './types.js';

const ink = 'stroke-linejoin="round" stroke-linecap="round"';
const banana = (angle: number) =>
  `<path transform="rotate(${angle} 50 22)" d="M44 22Q26 62 66 84Q76 88 80 82Q50 70 54 22Z" fill="#ffd23f" stroke="#8a5a00" stroke-width="3" ${ink}/>`;
const petal = (angle: number, fill: string) =>
  `<ellipse cx="50" cy="28" rx="12" ry="22" transform="rotate(${angle} 50 50)" fill="${fill}" stroke="#7b1e5a" stroke-width="2.5"/>`;

/** A rainforest at dawn: fruit and orchids, its birds and big animals, a golden idol, a temple. */
export const jungleWaysArt: TitleArt = {
  tiles: { regular: '#1b4332', wild: '#7c4a03', scatter: '#4a2c6d' },
  symbols: {
    BA: `<g transform="translate(6 8) scale(.84)">${banana(-28)}${banana(0)}${banana(26)}<path d="M44 24L50 10L56 24Z" fill="#5b3a1a" stroke="#3b220c" stroke-width="2"/>${shine(40, 56, 3, 12, 20)}</g>`,
    CO: `<g transform="translate(2 6) scale(.9)"><circle cx="42" cy="46" r="28" fill="#7f5539" stroke="#3b220c" stroke-width="3"/><path d="M24 36Q30 30 36 34M46 24Q52 22 56 28M22 54Q26 58 30 56" fill="none" stroke="#b08968" stroke-width="2" ${ink}/>${dots(
      '#3b220c',
      3.2,
      [
        [36, 38],
        [48, 38],
        [42, 48],
      ],
    )}<path d="M42 80A28 16 0 0 1 98 80Z" fill="#7f5539" stroke="#3b220c" stroke-width="3"/><path d="M48 80A22 12 0 0 1 92 80Z" fill="#fff8e7"/><path d="M40 82H96" stroke="#3b220c" stroke-width="3" ${ink}/></g>`,
    OC: `${petal(0, '#e0aaff')}${petal(72, '#e0aaff')}${petal(144, '#f4c6ff')}${petal(216, '#f4c6ff')}${petal(288, '#e0aaff')}<path d="M38 52Q50 80 62 52Q50 60 38 52Z" fill="#c9184a" stroke="#7b1e5a" stroke-width="2.5"/><circle cx="50" cy="50" r="7" fill="#ffd60a" stroke="#a66a00" stroke-width="2"/>${dots(
      '#9d4edd',
      1.8,
      [
        [44, 30],
        [56, 30],
        [30, 46],
        [70, 46],
      ],
    )}`,
    PA: `<path d="M52 70L44 96L62 76Z" fill="#1d4ed8" stroke="#0b2a66" stroke-width="2"/><path d="M36 36Q66 28 70 56Q70 80 48 84Q30 72 32 52Z" fill="#e63946" stroke="#6a040f" stroke-width="3" ${ink}/><path d="M50 46Q74 50 64 82Q48 80 46 62Z" fill="#ffd60a" stroke="#8a6100" stroke-width="2"/><path d="M54 58Q72 64 62 84Q52 80 52 66Z" fill="#1d4ed8"/><circle cx="40" cy="32" r="17" fill="#e63946" stroke="#6a040f" stroke-width="3"/><ellipse cx="34" cy="31" rx="8" ry="9" fill="#fff"/><circle cx="35" cy="29" r="3.2" fill="#111"/><path d="M26 24Q8 26 14 46Q18 36 28 38Z" fill="#f1e3c6" stroke="#333" stroke-width="2.5" ${ink}/><path d="M26 38Q20 42 22 46" fill="none" stroke="#333" stroke-width="3" ${ink}/>`,
    TO: `<path d="M52 30Q78 32 76 62Q72 90 56 90Q40 80 42 56Z" fill="#1b1b1b" stroke="#000" stroke-width="2"/><circle cx="50" cy="34" r="16" fill="#1b1b1b"/><path d="M36 40Q42 60 58 54Q52 42 42 36Z" fill="#fff3b0"/><path d="M40 24Q12 18 4 40Q22 50 42 44Z" fill="#ff8c00" stroke="#7a3b00" stroke-width="2.5" ${ink}/><path d="M6 38Q22 36 41 34" fill="none" stroke="#7a3b00" stroke-width="2"/><path d="M40 24Q24 20 14 26L40 32Z" fill="#7bd389" opacity=".85"/><path d="M4 40Q6 32 12 28L11 42Z" fill="#1b1b1b"/><circle cx="52" cy="30" r="6" fill="#7bd389"/><circle cx="52" cy="30" r="3" fill="#111"/><path d="M56 88L60 98M64 86L70 96" stroke="#ff8c00" stroke-width="3" ${ink}/>${shine(64, 56, 4, 14, -10, 0.18)}`,
    MO: `<circle cx="18" cy="46" r="12" fill="#8b5e34" stroke="#3b220c" stroke-width="3"/><circle cx="82" cy="46" r="12" fill="#8b5e34" stroke="#3b220c" stroke-width="3"/>${dots(
      '#e6b98a',
      6,
      [
        [18, 46],
        [82, 46],
      ],
    )}<circle cx="50" cy="48" r="32" fill="#8b5e34" stroke="#3b220c" stroke-width="3"/><path d="M50 40Q38 24 28 36Q22 50 30 60Q28 80 50 82Q72 80 70 60Q78 50 72 36Q62 24 50 40Z" fill="#f0c99b"/>${dots(
      '#fff',
      6,
      [
        [39, 44],
        [61, 44],
      ],
    )}${dots('#1b1b1b', 3.4, [
      [40, 45],
      [60, 45],
    ])}${dots('#5b3a1a', 2, [
      [46, 60],
      [54, 60],
    ])}<path d="M40 68Q50 76 60 68" fill="none" stroke="#5b3a1a" stroke-width="3" ${ink}/><path d="M40 18Q50 10 58 18" fill="none" stroke="#3b220c" stroke-width="3" ${ink}/>`,
    JA: `<path d="M22 40L20 14L40 26ZM78 40L80 14L60 26Z" fill="#f4a300" stroke="#5b3a1a" stroke-width="3" ${ink}/><path d="M25 30L24 20L32 26ZM75 30L76 20L68 26Z" fill="#5b3a1a"/><path d="M50 18Q84 20 84 52Q82 86 50 90Q18 86 16 52Q16 20 50 18Z" fill="#f4a300" stroke="#5b3a1a" stroke-width="3"/><path d="M50 56Q32 58 32 72Q36 86 50 86Q64 86 68 72Q68 58 50 56Z" fill="#fff3e0"/><g fill="none" stroke="#3b220c" stroke-width="3">${[
      [30, 36],
      [50, 28],
      [70, 36],
      [24, 58],
      [76, 58],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4"/>`)
      .join(
        '',
      )}</g><path d="M28 48Q36 42 44 48Q36 54 28 48ZM56 48Q64 42 72 48Q64 54 56 48Z" fill="#9ef01a" stroke="#1b1b1b" stroke-width="2"/><path d="M36 44V52M64 44V52" stroke="#111" stroke-width="3"/><path d="M44 62H56L50 69Z" fill="#5b3a1a" ${ink} stroke="#5b3a1a" stroke-width="2"/><path d="M50 69V74M42 76Q50 80 58 76" fill="none" stroke="#5b3a1a" stroke-width="2.5" ${ink}/>`,
    GO: `<path d="M50 10Q80 12 84 46Q90 82 50 90Q10 82 16 46Q20 12 50 10Z" fill="#3d3d3d" stroke="#111" stroke-width="3"/><path d="M50 38Q30 34 26 48Q24 62 32 68Q30 84 50 86Q70 84 68 68Q76 62 74 48Q70 34 50 38Z" fill="#6c757d" stroke="#111" stroke-width="2"/><path d="M26 46Q50 32 74 46" fill="none" stroke="#111" stroke-width="6" ${ink}/>${dots(
      '#1b1b1b',
      3.4,
      [
        [40, 52],
        [60, 52],
      ],
    )}${dots('#fff', 1.2, [
      [41, 51],
      [61, 51],
    ])}<path d="M40 64Q50 58 60 64Q58 72 50 70Q42 72 40 64Z" fill="#3d3d3d"/>${dots('#111', 2.4, [
      [46, 66],
      [54, 66],
    ])}<path d="M40 78Q50 74 60 78" fill="none" stroke="#111" stroke-width="3" ${ink}/>${shine(50, 20, 14, 4, 0, 0.18)}`,
    ID: `<path d="M24 22Q50 6 76 22L72 30H28Z" fill="#2d6a4f" stroke="#7a5c00" stroke-width="2.5"/><path d="M28 28H72L76 74Q50 94 24 74Z" fill="#ffc300" stroke="#7a5c00" stroke-width="3" ${ink}/><path d="M32 44H46M54 44H68" stroke="#7a5c00" stroke-width="6" ${ink}/>${dots(
      '#ef233c',
      3.6,
      [
        [39, 44],
        [61, 44],
      ],
    )}<path d="M46 50L50 60L54 50" fill="none" stroke="#7a5c00" stroke-width="3" ${ink}/><rect x="36" y="66" width="28" height="8" rx="3" fill="#7a5c00"/><path d="M42 66V74M50 66V74M58 66V74" stroke="#ffc300" stroke-width="2"/><circle cx="50" cy="22" r="5" fill="#2ec4b6" stroke="#7a5c00" stroke-width="2"/>${shine(34, 56, 3, 12, 0, 0.5)}`,
    TM: `<path d="M10 86H90L82 72H18ZM22 72H78L70 58H30ZM34 58H66L60 44H40Z" fill="#8d99ae" stroke="#2b2d42" stroke-width="2.5" ${ink}/><rect x="40" y="26" width="20" height="18" fill="#adb5bd" stroke="#2b2d42" stroke-width="2.5"/><path d="M36 26H64L50 16Z" fill="#6c757d" stroke="#2b2d42" stroke-width="2.5" ${ink}/><rect x="46" y="32" width="8" height="12" fill="#ffd60a"/><path d="M44 86L48 44H52L56 86Z" fill="#6c757d" stroke="#2b2d42" stroke-width="2"/><path d="M14 86Q20 70 18 60Q26 70 24 86M80 86Q80 66 90 58Q88 74 88 86" fill="#52b043" stroke="#1b4332" stroke-width="2"/>`,
  },
  scene: `<defs><linearGradient id="sa" x2="0" y2="1"><stop offset="0" stop-color="#b7e4c7"/><stop offset=".45" stop-color="#40916c"/><stop offset="1" stop-color="#081c15"/></linearGradient></defs><rect width="256" height="256" fill="url(#sa)"/><circle cx="128" cy="70" r="46" fill="#fff3b0" opacity=".55"/><path d="M0 200Q64 170 128 190T256 180V256H0Z" fill="#1b4332"/><g fill="#1b5e3b" stroke="#081c15" stroke-width="2">${[
    [-10, 40, 40],
    [266, 50, -40],
    [10, 150, 70],
    [246, 150, -70],
    [40, 0, 15],
    [216, 0, -15],
  ]
    .map(
      ([x, y, a]) =>
        `<path transform="translate(${x} ${y}) rotate(${a})" d="M0 0Q40 -24 90 0Q40 24 0 0Z"/>`,
    )
    .join(
      '',
    )}</g><path d="M70 0Q74 60 60 110M190 0Q184 50 198 100" fill="none" stroke="#1b4332" stroke-width="5"/>`,
  cover: ['GO', 'PA', 'TM'],
};
