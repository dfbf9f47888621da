import { LINES_5X3, strip } from '../slots/engine/lines.js';
import type { SlotTitle } from '../slots/engine/types.js';

/**
 * Egypt, 5×3 and twenty lines. The Golden Mask wild doubles every win it completes and pays on
 * its own; Pyramid scatters open free spins with tripled wins on strips carrying more masks.
 */
export const pharaohsTomb: SlotTitle = {
  id: 'pharaohs-tomb',
  name: "Pharaoh's Tomb",
  theme: 'ancient-egypt',
  paytableVersion: 'pharaohs-tomb/1',
  volatility: 'medium',
  rtp: 0.965093,
  hitFrequency: 0.532529,
  reels: 5,
  rows: 3,
  symbols: [
    { id: 'LO', name: 'Lotus', kind: 'regular', pays: { 3: 4, 4: 12, 5: 50 } },
    { id: 'AN', name: 'Ankh', kind: 'regular', pays: { 3: 4, 4: 12, 5: 50 } },
    { id: 'EY', name: 'Eye of Horus', kind: 'regular', pays: { 3: 6, 4: 20, 5: 80 } },
    { id: 'SC', name: 'Scarab', kind: 'regular', pays: { 3: 10, 4: 35, 5: 140 } },
    { id: 'CA', name: 'Bastet', kind: 'regular', pays: { 3: 15, 4: 50, 5: 200 } },
    { id: 'AB', name: 'Anubis', kind: 'regular', pays: { 2: 2, 3: 25, 4: 100, 5: 500 } },
    { id: 'PH', name: 'Pharaoh', kind: 'regular', pays: { 2: 3, 3: 75, 4: 300, 5: 1500 } },
    {
      id: 'MK',
      name: 'Golden Mask',
      kind: 'wild',
      multiplier: 2,
      pays: { 3: 150, 4: 750, 5: 5000 },
    },
    { id: 'PY', name: 'Pyramid', kind: 'scatter', pays: { 3: 4, 4: 20, 5: 100 } },
  ],
  pay: { kind: 'lines', lines: LINES_5X3, minLines: 1 },
  strips: [
    strip(
      'LO AN EY SC CA AB LO AN EY PH SC LO AN CA EY LO PY AN SC AB LO EY CA AN LO SC EY PH AN LO AB CA SC EY AN LO',
    ),
    strip(
      'LO AN EY SC CA LO AN EY MK PY SC LO AN AB EY CA LO AN SC PH EY LO AN AB CA SC EY LO AN LO AN EY SC CA AB PH',
    ),
    strip(
      'CA EY PY AB LO AN SC EY CA LO AN SC PH EY LO AN AB CA SC EY LO AN LO AN EY SC CA AB PH LO AN EY SC MK LO AN',
    ),
    strip(
      'EY CA LO AN SC EY PH LO AN AB CA SC EY LO AN LO AN EY SC CA AB PH LO AN EY SC MK LO AN CA EY PY LO AN SC AB',
    ),
    strip(
      'LO AN AB CA SC EY LO AN LO AN EY SC CA AB PH LO AN EY SC CA LO AN EY MK PY SC LO AN AB EY CA LO AN SC EY PH',
    ),
  ],
  freeSpins: {
    awards: { 3: 10, 4: 15, 5: 25 },
    multiplier: 3,
    retrigger: true,
    strips: [
      strip(
        'LO AN EY SC CA AB LO PH AN EY LO SC CA LO AN EY PY SC LO AB AN EY LO CA SC LO AN EY PH AB LO CA SC AN EY LO',
      ),
      strip(
        'MK LO AN EY SC CA PY LO AN EY SC AB LO AN EY CA SC PH MK LO AN EY AB CA SC LO AN EY LO AN EY SC CA AB PH',
      ),
      strip(
        'LO AN EY SC AB LO AN EY CA SC PH MK LO AN EY AB CA SC LO AN EY LO AN EY SC CA AB PH MK LO AN EY SC CA PY',
      ),
      strip(
        'EY CA SC PH MK LO AN EY AB CA SC LO AN EY LO AN EY SC CA AB PH MK LO AN EY SC CA PY LO AN EY SC AB LO AN',
      ),
      strip(
        'EY AB CA SC LO AN EY LO AN EY SC CA AB PH MK LO AN EY SC CA PY LO AN EY SC AB LO AN EY CA SC PH MK LO AN',
      ),
    ],
  },
};
