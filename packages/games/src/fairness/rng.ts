/**
 * The source of randomness every game engine consumes. Engines never call Math.random or
 * crypto directly: they take an Rng so that a round is a pure function of its seeds, and a
 * player (or a test) can replay it.
 */
export interface Rng {
  /** A float in [0, 1) with 32 bits of precision. */
  nextFloat(): number;
  /** An integer in [0, n): floor(nextFloat() × n), the published scheme verifiers expect. */
  nextInt(n: number): number;
  /**
   * Bytes consumed so far. A round in progress stores it so that it can resume after a restart
   * with the same seeds and nonce, exactly where it stopped.
   */
  readonly position: number;
}
