import type { CrashClientMessage, CrashMyBet, CrashServerMessage } from '@jackdaw/contracts';
import type { AutoBetSettings } from './auto-bet';
import {
  initialState,
  step,
  type CrashAction,
  type CrashState,
  type PanelId,
  type StepEnv,
} from './crash-state';

export type CrashSound = 'takeoff' | 'cashout' | 'crash';

export interface CrashGameDeps {
  send: (message: CrashClientMessage) => boolean;
  newId: () => string;
  sound: (name: CrashSound) => void;
  balanceChanged: (balance: number) => void;
  rememberAmount: (panel: PanelId, amount: number) => void;
}

/**
 * The crash game outside the view: holds the state, runs `step` for every message and tap,
 * sends what it says, and reports what the page around must hear (sounds, the balance).
 */
export class CrashGame {
  private current: CrashState;
  private readonly listeners = new Set<() => void>();
  private readonly env: StepEnv;

  constructor(
    init: Parameters<typeof initialState>[0],
    private readonly deps: CrashGameDeps,
  ) {
    this.current = initialState(init);
    this.env = { newId: deps.newId };
  }

  get state(): CrashState {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  received(message: CrashServerMessage, receivedAt: number): void {
    this.dispatch({ type: 'server', message, receivedAt });
  }

  disconnected(fatal: string | null = null): void {
    this.dispatch({ type: 'disconnected', fatal });
  }

  press(panel: PanelId): void {
    this.dispatch({ type: 'press', panel });
  }

  setAmount(panel: PanelId, amount: number): void {
    this.dispatch({ type: 'amount', panel, amount });
    this.deps.rememberAmount(panel, this.current.panels[panel - 1]!.amount);
  }

  setAuto(panel: PanelId, on: boolean, value?: number): void {
    this.dispatch({ type: 'auto', panel, on, value });
  }

  setAutoBet(panel: PanelId, settings: AutoBetSettings | null): void {
    this.dispatch({ type: 'auto-bet', panel, settings });
  }

  loadedMyBets(bets: CrashMyBet[]): void {
    this.dispatch({ type: 'my-bets', bets });
  }

  dismiss(): void {
    this.dispatch({ type: 'dismiss' });
  }

  private dispatch(action: CrashAction): void {
    const before = this.current;
    const result = step(before, action, this.env);
    this.current = result.state;
    for (const message of result.send) {
      if (!this.deps.send(message) && message.type !== 'auth') {
        this.current = step(
          this.current,
          { type: 'unsent', requestId: message.requestId },
          this.env,
        ).state;
      }
    }
    this.report(before, this.current);
    this.schedule();
  }

  private scheduled = false;

  /**
   * The view hears of changes once per frame at most: a betting phase brings hundreds of `bet`
   * messages, and a cheap phone should not render the list once for each.
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    const run = () => {
      this.scheduled = false;
      for (const listener of this.listeners) listener();
    };
    if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
      requestAnimationFrame(run);
    } else {
      setTimeout(run, 16);
    }
  }

  private report(before: CrashState, after: CrashState): void {
    if (after.balance !== before.balance) this.deps.balanceChanged(after.balance);
    const was = before.round;
    const now = after.round;
    if (now && was?.roundId === now.roundId && was.phase !== now.phase) {
      if (now.phase === 'flying') this.deps.sound('takeoff');
      if (now.phase === 'ended') this.deps.sound('crash');
    }
    const cashed = after.panels.some(
      (panel, index) =>
        panel.bet?.status === 'cashed' && before.panels[index]!.bet?.status !== 'cashed',
    );
    if (cashed) this.deps.sound('cashout');
  }
}
