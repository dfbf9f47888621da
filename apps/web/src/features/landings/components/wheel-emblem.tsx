import type { ReactNode } from 'react';
import type { EmblemName } from '../lib/wheel-themes';

/**
 * The theme drawings of the wheels, each in a 100 × 100 box centred on (0, 0). Drawn here in
 * SVG, so no picture is fetched: they scale with the wheel and cost a few hundred bytes each.
 * `tone` is the emblem's main colour where it has no colours of its own (a suit, a bolt).
 */
export function Emblem({
  name,
  tone = '#ffffff',
  x = 0,
  y = 0,
  size = 100,
  rotate = 0,
  opacity,
}: {
  name: EmblemName;
  tone?: string;
  x?: number;
  y?: number;
  size?: number;
  rotate?: number;
  opacity?: number;
}) {
  const scale = size / 100;
  return (
    <g
      transform={`translate(${x} ${y}) rotate(${rotate}) scale(${scale})`}
      opacity={opacity}
      aria-hidden="true"
    >
      {drawings[name](tone)}
    </g>
  );
}

const star = (fill: string, radius = 44) => {
  const points = Array.from({ length: 10 }, (_, index) => {
    const r = index % 2 === 0 ? radius : radius * 0.42;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(r * Math.cos(angle)).toFixed(1)},${(r * Math.sin(angle)).toFixed(1)}`;
  });
  return <polygon points={points.join(' ')} fill={fill} />;
};

const drawings: Record<EmblemName, (tone: string) => ReactNode> = {
  heart: (tone) => (
    <>
      <path
        d="M0 38C-48 8-44-34-17-36C-6-37 0-28 0-22C0-28 6-37 17-36C44-34 48 8 0 38Z"
        fill={tone === '#ffffff' ? '#ff2d7a' : tone}
      />
      <path d="M-22-24C-30-22-34-12-30-4" stroke="#ffffff" strokeWidth="5" fill="none" />
    </>
  ),
  gamepad: (tone) => (
    <>
      <path
        d="M-40-10Q-40-22-27-22H27Q40-22 40-10L45 18Q47 32 34 32Q25 32 19 18H-19Q-25 32-34 32Q-47 32-45 18Z"
        fill={tone === '#ffffff' ? '#1c1f3a' : tone}
        stroke="#7ff3ff"
        strokeWidth="3"
      />
      <path d="M-27-8H-21V-14H-15V-8H-9V-2H-15V4H-21V-2H-27Z" fill="#7ff3ff" />
      <circle cx="18" cy="-8" r="5" fill="#ff4fd8" />
      <circle cx="28" cy="1" r="5" fill="#ffe14f" />
    </>
  ),
  spade: (tone) => (
    <path
      d="M0-40C-10-23-40-9-35 10C-32 25-14 27-5 17C-6 27-10 33-17 38H17C10 33 6 27 5 17C14 27 32 25 35 10C40-9 10-23 0-40Z"
      fill={tone === '#ffffff' ? '#111111' : tone}
      stroke="#ffd54f"
      strokeWidth="2"
    />
  ),
  diamond: (tone) => (
    <path
      d="M0-42L30 0L0 42L-30 0Z"
      fill={tone === '#ffffff' ? '#e53935' : tone}
      stroke="#ffffff"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  ),
  plane: (tone) => (
    <g fill={tone === '#ffffff' ? '#ff1744' : tone}>
      <path d="M-40-5L18-7Q38-7 44 0Q38 7 18 7L-40 5Z" />
      <path d="M-2-6L-20-38H-8L16-6Z" />
      <path d="M-2 6L-20 38H-8L16 6Z" />
      <path d="M-30-4L-42-20H-35L-22-4Z" />
      <path d="M-30 4L-42 20H-35L-22 4Z" />
      <ellipse cx="46" cy="0" rx="3" ry="14" fill="#ffffff" opacity="0.8" />
    </g>
  ),
  chick: () => (
    <>
      <ellipse cx="0" cy="12" rx="30" ry="26" fill="#ffd600" />
      <circle cx="0" cy="-20" r="18" fill="#ffe14f" />
      <path d="M-6-36Q0-48 4-36Q10-46 12-33" stroke="#ffb300" strokeWidth="4" fill="none" />
      <path d="M14-22L28-17L14-12Z" fill="#ff6d00" />
      <circle cx="6" cy="-24" r="3.5" fill="#1a1300" />
      <path d="M-26 8Q-10 2-6 20Q-18 28-26 8Z" fill="#ffb300" />
      <path d="M-10 38V46M-14 46H-6M10 38V46M6 46H14" stroke="#ff6d00" strokeWidth="4" />
    </>
  ),
  'flag-turkey': () => (
    <>
      <circle r="44" fill="#e30a17" stroke="#ffffff" strokeWidth="4" />
      <circle cx="-6" r="22" fill="#ffffff" />
      <circle cx="0" r="18" fill="#e30a17" />
      <g transform="translate(20 0) scale(0.24)">{star('#ffffff')}</g>
    </>
  ),
  'flag-bangladesh': () => (
    <>
      <circle r="44" fill="#006a4e" stroke="#ffffff" strokeWidth="4" />
      <circle cx="-5" r="22" fill="#f42a41" />
    </>
  ),
  'flag-uzbekistan': () => (
    <>
      <circle r="44" fill="#ffffff" />
      <path d="M-41.4-15A44 44 0 0 1 41.4-15Z" fill="#0099b5" />
      <path d="M41.4 15A44 44 0 0 1-41.4 15Z" fill="#1eb53a" />
      <path d="M-41.4-15H41.4M-41.4 15H41.4" stroke="#ce1126" strokeWidth="3" />
      <circle cx="-20" cy="-28" r="8" fill="#ffffff" />
      <circle cx="-17" cy="-28" r="7" fill="#0099b5" />
      <circle r="44" fill="none" stroke="#ffffff" strokeWidth="4" />
    </>
  ),
  'top-hat': () => (
    <>
      <ellipse cx="0" cy="28" rx="44" ry="10" fill="#1a1a2e" />
      <path d="M-28 26V-30Q-28-38 0-38Q28-38 28-30V26Z" fill="#2d2d55" />
      <rect x="-28" y="10" width="56" height="10" fill="#ff4081" />
      <ellipse cx="0" cy="-30" rx="28" ry="7" fill="#3d3d70" />
      <g transform="translate(22 -34) scale(0.3)">{star('#ffeb3b')}</g>
    </>
  ),
  chip: (tone) => (
    <>
      <circle r="42" fill={tone === '#ffffff' ? '#1b5e20' : tone} />
      <circle r="36" fill="none" stroke="#ffffff" strokeWidth="9" strokeDasharray="14 14.27" />
      <circle r="24" fill="#fffaf0" />
      <circle r="17" fill="none" stroke="#c62828" strokeWidth="3" />
    </>
  ),
  lollipop: () => (
    <>
      <rect x="-3" y="4" width="6" height="44" rx="3" fill="#fff3e0" />
      <circle cy="-14" r="30" fill="#ff4f9a" />
      <path
        d="M0-14m-22 0a22 22 0 1 1 22 22a16 16 0 1 1-16-16a10 10 0 1 1 10 10"
        stroke="#ffffff"
        strokeWidth="6"
        fill="none"
      />
    </>
  ),
  bolt: (tone) => (
    <path
      d="M10-44L-26 6H-3L-12 44L26-10H3Z"
      fill={tone === '#ffffff' ? '#ffd54f' : tone}
      stroke="#ffffff"
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
  ),
  coin: () => (
    <>
      <circle r="42" fill="#b26a00" />
      <circle r="38" fill="#ffca28" />
      <circle r="29" fill="none" stroke="#b26a00" strokeWidth="3" />
      <g transform="scale(0.52)">{star('#fff3c4')}</g>
    </>
  ),
  jester: () => (
    <>
      <path
        d="M-36 16Q-42-18-46-34Q-20-22-12-4Q-4-30 0-44Q4-30 12-4Q20-22 46-34Q42-18 36 16Z"
        fill="#7c4dff"
      />
      <path d="M0-44Q4-30 12-4L0 16L-12-4Q-4-30 0-44Z" fill="#76ff03" />
      <rect x="-38" y="14" width="76" height="12" rx="4" fill="#ffea00" />
      <circle cx="-46" cy="-34" r="6" fill="#ffea00" />
      <circle cx="0" cy="-44" r="6" fill="#ffea00" />
      <circle cx="46" cy="-34" r="6" fill="#ffea00" />
    </>
  ),
  pegs: () => (
    <>
      {[0, 1, 2, 3].flatMap((row) =>
        Array.from({ length: row + 1 }, (_, column) => (
          <circle
            key={`${row}-${column}`}
            cx={(column - row / 2) * 22}
            cy={row * 20 - 26}
            r="5"
            fill="#e3f2fd"
          />
        )),
      )}
      <circle cx="6" cy="-40" r="8" fill="#ff1744" />
      <rect x="-44" y="40" width="88" height="6" rx="3" fill="#00b0ff" />
    </>
  ),
  cherries: () => (
    <>
      <path d="M-16 14Q-8-20 8-38M18 18Q14-12 8-38" stroke="#2e7d32" strokeWidth="4" fill="none" />
      <path d="M8-38Q24-44 32-30Q18-26 8-38Z" fill="#43a047" />
      <circle cx="-18" cy="22" r="18" fill="#d50000" />
      <circle cx="18" cy="26" r="18" fill="#b71c1c" />
      <circle cx="-24" cy="16" r="5" fill="#ff8a80" />
      <circle cx="12" cy="20" r="5" fill="#ff8a80" />
    </>
  ),
  lemon: () => (
    <>
      <ellipse rx="40" ry="28" fill="#ffeb3b" transform="rotate(-20)" />
      <ellipse cx="-12" cy="-6" rx="12" ry="5" fill="#fff59d" transform="rotate(-20)" />
      <path d="M34-22Q44-30 42-40" stroke="#43a047" strokeWidth="4" fill="none" />
    </>
  ),
  star: (tone) => star(tone === '#ffffff' ? '#ffe14f' : tone),
};
