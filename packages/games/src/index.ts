/**
 * @jackdaw/games: the pure maths of the casino's own games (provably fair RNG, engines,
 * paytables and their RTP proofs). Created with the monorepo so that the server, the game client
 * and the benchmarks depend on one place; the games issue fills it.
 */
export {};
