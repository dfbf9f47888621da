import { createHash } from 'node:crypto';
import { crashResult, verifyCrashRound } from '@jackdaw/games';
import { describe, expect, it } from 'vitest';
import {
  checkCrashRound,
  formatCrashMultiplier,
  MAX_CRASH_STEPS,
  nextTask,
  readCrashForm,
} from './check-crash-round';

/** Some of the published crash test vectors (packages/games/README.md). */
const salt = 'jackdaw crash test salt';
const terminatingHash = '9da9ed1a62663f79fc2901a84440f318aa8f42db739c81ae8fe7b26510987916';
const rounds = [
  {
    round: 1,
    hash: '51a34fc4cc07d526c10f2328941bcd63240f8ba25db0a215da2b8ee5a32e114b',
    result: 220,
  },
  {
    round: 2,
    hash: 'e774143ce22b4a47e3d54ffd1a30d311d7a5a62cac2fa13d6a415c04d2287889',
    result: 187,
  },
  {
    round: 5,
    hash: 'ccfdf2ab7e38e76c40a69841148188d0b853c931a04176ea9cddd7f587a0589c',
    result: 116,
  },
  {
    round: 19,
    hash: '0030979988cf78654314e4522b92abd5388766ae6889d65227094cf8b35e8f5e',
    result: 100,
  },
  {
    round: 372,
    hash: 'db647d937970925c082f2d4291ef187d842c4e2a8bac621d1a701771cade5c1e',
    result: 187_470,
  },
];
const round372 = rounds[4]!;
const noPause = () => Promise.resolve();

describe('checkCrashRound', () => {
  it('links the published vectors to their terminating hash and recomputes their results', async () => {
    for (const { round, hash, result } of rounds) {
      const check = await checkCrashRound(
        { round, hash, salt, terminatingHash, shown: result },
        { pause: noPause },
      );
      expect(check).toEqual({ linked: true, steps: round, result, matches: true });
    }
  });

  it('agrees with the package’s verifier, whatever the slice', async () => {
    const cases = [
      { round: 372, hash: round372.hash },
      { round: 371, hash: round372.hash }, // claimed one place off
      { round: 5, hash: rounds[2]!.hash.replace(/^./, (c) => (c === '0' ? '1' : '0')) }, // tampered
    ];
    for (const input of cases) {
      const expected = verifyCrashRound({ ...input, salt, terminatingHash });
      for (const slice of [1, 7, 372, 10_000]) {
        const check = await checkCrashRound(
          { ...input, salt, terminatingHash },
          { pause: noPause, slice },
        );
        expect(check).toEqual({
          linked: expected.linked,
          steps: input.round,
          result: expected.result,
          matches: null,
        });
      }
    }
  });

  it('finds a result the round did not show', async () => {
    const check = await checkCrashRound(
      { round: 372, hash: round372.hash, salt, terminatingHash, shown: 200 },
      { pause: noPause },
    );
    expect(check).toMatchObject({ linked: true, result: 187_470, matches: false });
    // Another salt gives another result: the salt is part of the check.
    const salted = await checkCrashRound(
      { round: 372, hash: round372.hash, salt: `${salt}!`, terminatingHash, shown: 187_470 },
      { pause: noPause },
    );
    expect(salted.result).toBe(crashResult(round372.hash, `${salt}!`));
    expect(salted.matches).toBe(false);
  });

  it('walks in slices, pausing between them and reporting its progress', async () => {
    const progress: number[] = [];
    let pauses = 0;
    const check = await checkCrashRound(
      { round: 372, hash: round372.hash, salt, terminatingHash },
      {
        slice: 100,
        onProgress: (done, total) => {
          expect(total).toBe(372);
          progress.push(done);
        },
        pause: () => {
          pauses += 1;
          return nextTask();
        },
      },
    );
    expect(check.linked).toBe(true);
    expect(progress).toEqual([100, 200, 300, 372]);
    expect(pauses).toBe(3);
  });

  it('ends a slice once it took its time, looking at the clock every 256 hashes', async () => {
    // A chain of 2,000 rounds of its own: its round 2,000 is 2,000 steps from its end.
    const top = createHash('sha256').update('slices').digest('hex');
    let end = top;
    for (let i = 0; i < 2_000; i += 1) {
      end = createHash('sha256').update(Buffer.from(end, 'hex')).digest('hex');
    }
    let clock = 0;
    const progress: number[] = [];
    const check = await checkCrashRound(
      { round: 2_000, hash: top, salt, terminatingHash: end },
      {
        sliceMs: 12,
        // Each look at the clock finds 5 ms gone: a slice stops at its third look.
        now: () => (clock += 5),
        onProgress: (done) => progress.push(done),
        pause: noPause,
      },
    );
    expect(check.linked).toBe(true);
    expect(progress).toEqual([768, 1_536, 2_000]);
  });

  it('stops when the page aborts it', async () => {
    const controller = new AbortController();
    const walk = checkCrashRound(
      { round: 372, hash: round372.hash, salt, terminatingHash },
      {
        slice: 50,
        signal: controller.signal,
        onProgress: (done) => {
          if (done === 100) controller.abort();
        },
        pause: noPause,
      },
    );
    await expect(walk).rejects.toThrow();
  });

  it('refuses what is not a chain hash or a round number', async () => {
    const input = { round: 1, hash: rounds[0]!.hash, salt, terminatingHash };
    await expect(checkCrashRound({ ...input, hash: 'zz' })).rejects.toThrow();
    await expect(checkCrashRound({ ...input, round: 0 })).rejects.toThrow();
    await expect(checkCrashRound({ ...input, round: 1.5 })).rejects.toThrow();
  });

  it('takes a terminating hash in capitals', async () => {
    const check = await checkCrashRound(
      { ...rounds[0]!, salt, terminatingHash: terminatingHash.toUpperCase() },
      { pause: noPause },
    );
    expect(check.linked).toBe(true);
  });
});

describe('readCrashForm', () => {
  const form = {
    hash: rounds[1]!.hash,
    round: '2',
    salt,
    terminatingHash,
  };

  it('reads a pasted round, forgiving capitals and spaces around the hashes', () => {
    expect(readCrashForm(form)).toEqual({ round: 2, hash: form.hash, salt, terminatingHash });
    expect(
      readCrashForm({
        ...form,
        hash: ` ${form.hash.toUpperCase()}\n`,
        round: ' 2 ',
        terminatingHash: terminatingHash.toUpperCase(),
      }),
    ).toEqual({ round: 2, hash: form.hash, salt, terminatingHash });
  });

  it('keeps the salt as typed: it is part of the HMAC', () => {
    expect(readCrashForm({ ...form, salt: ` ${salt}` })?.salt).toBe(` ${salt}`);
  });

  it('refuses a missing or malformed part', () => {
    expect(readCrashForm({ ...form, hash: form.hash.slice(1) })).toBeNull();
    expect(readCrashForm({ ...form, hash: `${form.hash.slice(1)}g` })).toBeNull();
    expect(readCrashForm({ ...form, terminatingHash: '' })).toBeNull();
    expect(readCrashForm({ ...form, salt: '' })).toBeNull();
    for (const round of ['', '0', '-1', '1.5', '01', 'x', '12345678901']) {
      expect(readCrashForm({ ...form, round }), round).toBeNull();
    }
  });

  it('refuses a round beyond the chain', () => {
    expect(readCrashForm({ ...form, round: '1000' }, 1000)).not.toBeNull();
    expect(readCrashForm({ ...form, round: '1001' }, 1000)).toBeNull();
    expect(readCrashForm({ ...form, round: String(MAX_CRASH_STEPS) })).not.toBeNull();
    expect(readCrashForm({ ...form, round: String(MAX_CRASH_STEPS + 1) })).toBeNull();
  });
});

describe('formatCrashMultiplier', () => {
  it('shows hundredths as the game does', () => {
    expect(formatCrashMultiplier(100)).toBe('1.00×');
    expect(formatCrashMultiplier(107)).toBe('1.07×');
    expect(formatCrashMultiplier(220)).toBe('2.20×');
    expect(formatCrashMultiplier(187_470)).toBe('1874.70×');
  });
});
