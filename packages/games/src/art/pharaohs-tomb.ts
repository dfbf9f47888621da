import { dots, shine } from './draw.js';
import type { TitleArt } from './types.js';

const ink = 'stroke-linejoin="round" stroke-linecap="round"';
const gold = '#f2c14e';
const lapis = '#1d4e89';
/** Nemes headdress stripes, gold and `stripe`, clipped to the headdress by drawing order. */
const nemes = (stripe: string) =>
  `<path d="M50 8Q78 8 80 40L92 88H8L20 40Q22 8 50 8Z" fill="${gold}" stroke="#5c3d00" stroke-width="3" ${ink}/><path d="M20 48L10 84M80 48L90 84M26 30L16 80M74 30L84 80M34 16L26 80M66 16L74 80" stroke="${stripe}" stroke-width="4"/>`;
const face = (skin: string, line: string) =>
  `<path d="M32 30H68V60Q66 78 50 80Q34 78 32 60Z" fill="${skin}" stroke="${line}" stroke-width="2.5"/><path d="M36 44Q41 40 46 44Q41 47 36 44ZM54 44Q59 40 64 44Q59 47 54 44Z" fill="#fff" stroke="#111" stroke-width="2"/>${dots(
    '#111',
    2,
    [
      [41, 44],
      [59, 44],
    ],
  )}<path d="M34 40Q41 36 47 40M53 40Q59 36 66 40M46 44L50 44M34 45L30 46M66 45L70 46" fill="none" stroke="#111" stroke-width="2" ${ink}/><path d="M50 46V58L46 60" fill="none" stroke="${line}" stroke-width="2" ${ink}/><path d="M44 66Q50 69 56 66" fill="none" stroke="${line}" stroke-width="2.5" ${ink}/>`;

/** A tomb of lapis and gold: lotus and ankh, the eye and the scarab, the gods and the king. */
export const pharaohsTombArt: TitleArt = {
  tiles: { regular: '#14325c', wild: '#6b0f1a', scatter: '#7a4f0e' },
  symbols: {
    LO: `<path d="M50 76Q36 60 40 34Q50 20 60 34Q64 60 50 76Z" fill="#ffb3c6" stroke="#a4133c" stroke-width="2.5"/><path d="M50 76Q22 70 16 42Q34 40 46 60ZM50 76Q78 70 84 42Q66 40 54 60Z" fill="#ff8fab" stroke="#a4133c" stroke-width="2.5" ${ink}/><path d="M50 78Q30 80 20 66Q36 62 50 72Q64 62 80 66Q70 80 50 78Z" fill="#fb6f92" stroke="#a4133c" stroke-width="2.5" ${ink}/><path d="M14 86Q32 80 50 86T86 86" fill="none" stroke="#4cc9f0" stroke-width="4" ${ink}/>${shine(48, 44, 3, 9, 0, 0.6)}`,
    AN: `<g fill="none" stroke-linecap="round"><ellipse cx="50" cy="28" rx="14" ry="18" stroke="#5c3d00" stroke-width="14"/><path d="M50 48V90M26 52H74" stroke="#5c3d00" stroke-width="14"/><ellipse cx="50" cy="28" rx="14" ry="18" stroke="${gold}" stroke-width="8"/><path d="M50 48V90M26 52H74" stroke="${gold}" stroke-width="8"/></g><path d="M45 14Q40 24 44 36" fill="none" stroke="#fff" stroke-width="2.5" opacity=".6" stroke-linecap="round"/>`,
    EY: `<path d="M12 44Q50 12 88 40" fill="none" stroke="#0b1d3a" stroke-width="7" ${ink}/><path d="M14 54Q50 30 86 52Q50 72 14 54Z" fill="#fff" stroke="#0b1d3a" stroke-width="5" ${ink}/><circle cx="50" cy="50" r="11" fill="#4cc9f0" stroke="#0b1d3a" stroke-width="4"/><circle cx="50" cy="50" r="5" fill="#0b1d3a"/><path d="M86 52L94 58M44 64L40 88M58 62Q64 80 76 82Q84 80 80 72Q74 70 74 76" fill="none" stroke="#0b1d3a" stroke-width="6" ${ink}/><path d="M12 44Q50 12 88 40" fill="none" stroke="${gold}" stroke-width="3" ${ink}/>`,
    SC: `<circle cx="50" cy="18" r="11" fill="#e85d04" stroke="#6a040f" stroke-width="2.5"/><path d="M46 44Q14 34 6 52Q20 66 44 58ZM54 44Q86 34 94 52Q80 66 56 58Z" fill="#4cc9f0" stroke="#0b3954" stroke-width="2.5" ${ink}/><path d="M14 50Q28 46 44 50M86 50Q72 46 56 50" fill="none" stroke="${gold}" stroke-width="2.5"/><path d="M36 60L24 72M64 60L76 72M36 70L26 86M64 70L74 86" stroke="#0b3954" stroke-width="3.5" ${ink}/><ellipse cx="50" cy="38" rx="12" ry="8" fill="#2a9d8f" stroke="#0b3954" stroke-width="2.5"/><ellipse cx="50" cy="62" rx="16" ry="20" fill="#2a9d8f" stroke="#0b3954" stroke-width="2.5"/><path d="M50 44V82" stroke="#0b3954" stroke-width="2.5"/><path d="M40 28Q50 22 60 28" fill="none" stroke="#0b3954" stroke-width="3" ${ink}/>${shine(43, 56, 3, 9, 15, 0.5)}`,
    CA: `<path d="M66 84Q88 86 86 66Q84 56 76 60" fill="none" stroke="#111" stroke-width="6" ${ink}/><path d="M38 40Q28 58 30 88H70Q72 58 62 40Z" fill="#1b1b1b" stroke="#000" stroke-width="2"/><path d="M36 28L34 6L46 20ZM64 28L66 6L54 20Z" fill="#1b1b1b" stroke="#000" stroke-width="2" ${ink}/><ellipse cx="50" cy="32" rx="16" ry="15" fill="#1b1b1b"/><path d="M40 46Q50 54 60 46L61 52Q50 60 39 52Z" fill="${gold}" stroke="#5c3d00" stroke-width="1.5"/><circle cx="50" cy="57" r="3.2" fill="#4cc9f0"/><path d="M40 30Q44 26 47 31Q43 33 40 30ZM53 31Q56 26 60 30Q57 33 53 31Z" fill="#9ef01a"/><path d="M43.5 28V33M56.5 28V33" stroke="#111" stroke-width="1.6"/><circle cx="36" cy="42" r="2.6" fill="${gold}"/><path d="M42 88V70M58 88V70" stroke="#444" stroke-width="2"/>`,
    AB: `<path d="M18 40H56V92H12Z" fill="${gold}" stroke="#5c3d00" stroke-width="2.5" ${ink}/><path d="M17 50H56M16 60H56M15 70H56M14 80H56" stroke="${lapis}" stroke-width="4"/><path d="M28 46Q26 30 38 26L40 4L50 22L54 6L58 28Q64 34 64 40L86 48Q92 54 86 58L60 60Q54 68 42 68Q28 64 28 46Z" fill="#1b1b1b" stroke="#000" stroke-width="2" ${ink}/><path d="M50 38Q56 34 62 38Q56 41 50 38Z" fill="${gold}"/><circle cx="88" cy="52" r="2.2" fill="#555"/><path d="M62 58L82 57" stroke="#444" stroke-width="1.6"/><path d="M30 72Q46 82 66 70L68 80Q46 94 28 82Z" fill="${gold}" stroke="#5c3d00" stroke-width="2"/><path d="M34 78Q46 86 64 76" fill="none" stroke="${lapis}" stroke-width="3"/>`,
    PH: `${nemes('#1d4e89')}${face('#c68b59', '#6f4518')}<path d="M46 80H54L53 94H47Z" fill="${lapis}" stroke="#5c3d00" stroke-width="2"/><path d="M44 12Q50 4 56 12L54 20H46Z" fill="#e63946" stroke="#5c3d00" stroke-width="2"/>`,
    MK: `<g opacity=".35" stroke="#ffd60a" stroke-width="4">${[0, 45, 90, 135].map((a) => `<path d="M50 2V98" transform="rotate(${a} 50 50)"/>`).join('')}</g>${nemes('#0b1d3a')}${face('#ffd166', '#8a5a00')}<path d="M46 80H54L53 94H47Z" fill="#0b1d3a" stroke="#5c3d00" stroke-width="2"/><path d="M50 6L56 16L50 22L44 16Z" fill="#4cc9f0" stroke="#0b1d3a" stroke-width="2"/>${shine(38, 58, 3, 10, 0, 0.6)}`,
    PY: `<g transform="translate(7 8) scale(.86)"><circle cx="68" cy="26" r="12" fill="#ffd60a" stroke="#e85d04" stroke-width="2.5"/><path d="M40 18L82 86H0Z" fill="#e9c46a" stroke="#7a5c1e" stroke-width="2.5" ${ink}/><path d="M40 18L48 86H82Z" fill="#c99a3b"/><path d="M72 40L100 86H46Z" fill="#f4d58d" stroke="#7a5c1e" stroke-width="2.5" ${ink}/><path d="M72 40L76 86H100Z" fill="#d4a84f"/><path d="M2 88H98" stroke="#7a5c1e" stroke-width="3" ${ink}/></g>`,
  },
  scene: `<defs><linearGradient id="sa" x2="0" y2="1"><stop offset="0" stop-color="#3c096c"/><stop offset=".5" stop-color="#e85d04"/><stop offset=".72" stop-color="#ffba08"/></linearGradient></defs><rect width="256" height="256" fill="url(#sa)"/><circle cx="128" cy="150" r="70" fill="#ffd60a" opacity=".65"/><path d="M-10 190L60 100L130 190ZM120 190L200 80L280 190Z" fill="#7a4f0e" opacity=".75"/><path d="M0 186Q70 168 140 184T256 176V256H0Z" fill="#e9c46a"/><path d="M0 216Q90 196 180 214T256 206V256H0Z" fill="#d4a84f"/>${dots(
    '#fff',
    1.4,
    [
      [30, 30],
      [70, 18],
      [196, 26],
      [230, 50],
      [150, 14],
    ],
  )}`,
  cover: ['MK', 'AB', 'PY'],
};
