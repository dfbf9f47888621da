import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fruitClassic } from '../titles/fruit-classic.js';
import { verifySlotRound } from '../verify/verify-slot-round.js';
import { generateFloats } from './floats.js';
import { hashServerSeed } from './seeds.js';

/**
 * The test vectors published in packages/games/README.md, asserted here so that the README
 * can never drift from the code: a third-party verifier checks itself against these.
 */
const serverSeed = '6d820d55205d33edb7b7b626ac53d636ee09821ba46b964122b1f62e6ff6636d';
const serverSeedHash = '40d9fd02e9afcc6385b79c8cc41e53506bc41f0695b5b2e45b695f1b3aaf2c5c';
const clientSeed = 'player-seed';

const FLOATS = {
  0: [
    0.8915505146142095, 0.9421336916275322, 0.25250824564136565, 0.8378201045561582,
    0.22906919429078698, 0.3717399490997195, 0.5833468940109015, 0.4766649098601192,
    0.8221177854575217, 0.22791216359473765,
  ],
  1: [
    0.6352704770397395, 0.7245191498659551, 0.205044619506225, 0.7242428252939135,
    0.8394899112172425, 0.03185884025879204, 0.2707836583722383, 0.6064557761419564,
    0.18349773436784744, 0.9702351824380457,
  ],
} as const;

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('published test vectors', () => {
  it('commit to the server seed by SHA-256 of its text', () => {
    expect(serverSeed).toBe(hashServerSeed('jackdaw test vector'));
    expect(hashServerSeed(serverSeed)).toBe(serverSeedHash);
  });

  it.each([0, 1] as const)('give the published first ten floats of nonce %i', (nonce) => {
    expect(generateFloats({ serverSeed, clientSeed, nonce }, 10)).toEqual(FLOATS[nonce]);
  });

  it('give the published fruit-classic rounds', () => {
    const round = (nonce: number) =>
      verifySlotRound({
        title: fruitClassic,
        serverSeed,
        serverSeedHash,
        clientSeed,
        nonce,
        bet: 100,
      });

    const cherries = round(1);
    expect(cherries.valid).toBe(true);
    expect(cherries.outcome.base.stops).toEqual([21, 24, 6, 24, 28]);
    expect(cherries.outcome.base.wins).toEqual([
      expect.objectContaining({ kind: 'line', line: 0, symbol: 'CH', count: 3, amount: 100 }),
    ]);
    expect(cherries.outcome.win).toBe(100);

    const feature = round(262);
    expect(feature.outcome.base.stops).toEqual([31, 8, 33, 17, 20]);
    expect(feature.outcome.base.win).toBe(420);
    expect(feature.outcome.base.freeSpinsAwarded).toBe(10);
    expect(feature.outcome.freeSpins.map((s) => s.win)).toEqual([
      500, 3200, 80, 40, 0, 0, 1500, 580, 0, 0,
    ]);
    expect(feature.outcome.win).toBe(6320);
  });

  it('are the ones the README publishes', () => {
    for (const text of [
      serverSeed,
      serverSeedHash,
      ...FLOATS[0].map(String),
      ...FLOATS[1].map(String),
      '[21, 24, 6, 24, 28]',
      '[31, 8, 33, 17, 20]',
      '500, 3200, 80, 40, 0, 0, 1500, 580, 0, 0',
      '6320',
    ]) {
      expect(readme).toContain(text);
    }
  });
});
