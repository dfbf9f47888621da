/** Small drawing helpers shared by the titles' artwork (numbers in a 100×100 box). */

/** A soft white highlight, the light catching a rounded surface. */
export const shine = (cx: number, cy: number, rx: number, ry: number, angle = 0, opacity = 0.45) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"${
    angle ? ` transform="rotate(${angle} ${cx} ${cy})"` : ''
  } fill="#fff" opacity="${opacity}"/>`;

/** The points of an n-pointed star around (cx, cy), its first point straight up. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, n = 5): string {
  const points: string[] = [];
  for (let i = 0; i < n * 2; i += 1) {
    const radius = i % 2 ? inner : outer;
    const angle = (Math.PI * i) / n - Math.PI / 2;
    points.push(
      `${+(cx + radius * Math.cos(angle)).toFixed(1)},${+(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return points.join(' ');
}

/** Round dots (coins, spots, bubbles, rivets) of one fill. */
export const dots = (fill: string, r: number, centres: readonly (readonly [number, number])[]) =>
  `<g fill="${fill}">${centres.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('')}</g>`;
