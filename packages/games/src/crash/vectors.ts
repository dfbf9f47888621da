/**
 * The crash game's published test vectors (packages/games/README.md, "Crash test vectors"): a
 * fixed chain anyone can rebuild to check a verifier of their own against ours. Asserted by
 * result.test.ts, which also checks that the README prints them unchanged.
 *
 * The chain's secret end h_1000 is SHA-256 of the UTF-8 text `seedText`; h_(i-1) = SHA-256 of
 * h_i's 32 bytes; round i plays h_i with the salt below.
 */
export const CRASH_TEST_VECTORS = {
  seedText: 'jackdaw crash test vector',
  /** h_N, the chain's secret end: SHA-256("jackdaw crash test vector"). */
  seed: '75ca6a7068e7dfd13dff81a34e16f2ecd46a05ab2a058bfd3ba12c00b76b4e77',
  length: 1000,
  salt: 'jackdaw crash test salt',
  /** h_0, published with the salt before round 1. */
  terminatingHash: '9da9ed1a62663f79fc2901a84440f318aa8f42db739c81ae8fe7b26510987916',
  /** Rounds 1–10, the chain's first 1.00× (round 19) and its highest result (round 372). */
  rounds: [
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
      round: 3,
      hash: 'aa1ac3660e54fa3ed5aae16829e9b32f8794b72def633ab2007f608e16956b2c',
      result: 137,
    },
    {
      round: 4,
      hash: '5f5a8e026955fde9f41e3b9567a4e4b9d12bfb055e224a1cea22a6293c6b8da9',
      result: 137,
    },
    {
      round: 5,
      hash: 'ccfdf2ab7e38e76c40a69841148188d0b853c931a04176ea9cddd7f587a0589c',
      result: 116,
    },
    {
      round: 6,
      hash: '32be0e6ea94c84efb283c9cf3cace980a85fc8e3f12fad498a3bad4def29881a',
      result: 198,
    },
    {
      round: 7,
      hash: '773d9d1b4f69bd47e768687fd09e24f5aeca88077f19ef1144a04df8844ac55d',
      result: 317,
    },
    {
      round: 8,
      hash: 'fa048c3c827f39df9878a614261f52ac44f58f57cbf705fc1f1d8e292cb068d9',
      result: 146,
    },
    {
      round: 9,
      hash: 'f10ef3a03b9fc893a44a0d70a1c6700e1d070ed77955f7d847711f4a0ae8be98',
      result: 107,
    },
    {
      round: 10,
      hash: '0a12a346e494d7eb20869884a3d3adf91163d103f39dd7b59a27627f9dce5211',
      result: 139,
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
  ],
} as const;
