/** The crash game's title id (its catalogue alias and external id). */
export const AVIATOR_TITLE_ID = 'aviator';

const ink = 'stroke-linejoin="round" stroke-linecap="round"';

/** Stars of the night sky, fixed so that the cover is the same picture everywhere. */
const stars = [
  [22, 30],
  [58, 18],
  [96, 40],
  [150, 22],
  [188, 50],
  [232, 28],
  [212, 92],
  [40, 88],
  [120, 70],
  [244, 130],
]
  .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 3 === 0 ? 2 : 1.3}"/>`)
  .join('');

/** The grid of the game's chart: what the multiplier curve is drawn on. */
const grid = [64, 128, 192].map((at) => `<path d="M${at} 0V256M0 ${at}H256"/>`).join('');

/** A red propeller plane seen from the side, nose to the right, in a 120×60 box. */
const plane = `<path d="M18 34Q14 26 8 18L20 18Q28 26 34 30Z" fill="#b3121f" stroke="#4a050b" stroke-width="2.5" ${ink}/><path d="M20 28Q40 20 84 22Q98 23 104 30Q98 38 84 39Q44 41 24 36Q14 33 20 28Z" fill="#ff3b4a" stroke="#4a050b" stroke-width="3" ${ink}/><path d="M46 32L78 30L70 50L56 50Z" fill="#d81e2c" stroke="#4a050b" stroke-width="2.5" ${ink}/><path d="M62 23Q68 14 80 16L82 23Z" fill="#9bd4ff" stroke="#4a050b" stroke-width="2.5" ${ink}/><path d="M30 27Q56 23 90 25" fill="none" stroke="#fff" stroke-width="2.5" opacity=".45" ${ink}/><rect x="103" y="27" width="5" height="7" rx="2" fill="#2b2d42"/><ellipse cx="110" cy="30" rx="3" ry="17" fill="#e9ecef" opacity=".8"/>`;

/**
 * The cover of the crash game, `px` square: a red plane climbing over a night sky at the head of
 * its rising curve, the area under the curve lit, no text (the lobby prints the name under it).
 * Pictures only, like the slots' covers (`titleCoverSvg`).
 */
export function aviatorCoverSvg(label: string, px: number): string {
  const escaped = label.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const curve = 'M0 228Q92 226 116 162Q124 132 128 104';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 256 256" role="img" aria-label="${escaped}"><defs><clipPath id="c"><rect width="256" height="256" rx="20"/></clipPath><linearGradient id="a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a0a3d"/><stop offset=".6" stop-color="#12061f"/><stop offset="1" stop-color="#050208"/></linearGradient><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff3b4a" stop-opacity=".55"/><stop offset="1" stop-color="#ff3b4a" stop-opacity="0"/></linearGradient><radialGradient id="g"><stop offset="0" stop-color="#ff6b6b" stop-opacity=".6"/><stop offset="1" stop-color="#ff6b6b" stop-opacity="0"/></radialGradient></defs><g clip-path="url(#c)"><rect width="256" height="256" fill="url(#a)"/><g fill="#fff" opacity=".7">${stars}</g><g stroke="#fff" stroke-width="1" opacity=".07">${grid}</g><circle cx="160" cy="92" r="80" fill="url(#g)"/><path d="${curve}L128 256L0 256Z" fill="url(#b)"/><path d="${curve}" fill="none" stroke="#ff3b4a" stroke-width="6" ${ink}/><g transform="translate(104 52) rotate(-30 60 30) scale(1.15)">${plane}</g></g></svg>`;
}
