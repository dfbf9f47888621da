import type { OriginalsBoardView } from '../../lib/check-originals-round';
import { DiceBoard } from './dice-board';
import { FlipBoard } from './flip-board';
import { HiloBoard } from './hilo-board';
import { KenoBoard } from './keno-board';
import { LimboBoard } from './limbo-board';
import { MinesBoard } from './mines-board';
import { PlinkoBoard } from './plinko-board';
import { WheelBoard } from './wheel-board';

/** The board the game shows for a round, drawn still from what the seeds gave. */
export function OriginalsBoard({ view }: { view: OriginalsBoardView }) {
  switch (view.game) {
    case 'dice':
      return <DiceBoard params={view.params} result={view.replay} />;
    case 'limbo':
      return <LimboBoard params={view.params} result={view.replay} />;
    case 'plinko':
      return <PlinkoBoard params={view.params} result={view.replay} />;
    case 'keno':
      return <KenoBoard params={view.params} result={view.replay} />;
    case 'wheel':
      return <WheelBoard params={view.params} result={view.replay} />;
    case 'mines':
      return <MinesBoard state={view.replay} />;
    case 'hilo':
      return <HiloBoard state={view.replay} />;
    case 'flip':
      return <FlipBoard state={view.replay} />;
  }
}
