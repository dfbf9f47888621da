/**
 * The multiplier shown now (hundredths), written by the canvas loop when it changes and read by
 * the cash-out buttons, which write their own text: nothing renders through Preact per frame.
 */
export class LiveValue {
  private current = 100;
  private readonly listeners = new Set<(value: number) => void>();

  get value(): number {
    return this.current;
  }

  set(value: number): void {
    if (value === this.current) return;
    this.current = value;
    for (const listener of this.listeners) listener(value);
  }

  subscribe(listener: (value: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
