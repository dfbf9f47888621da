import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { nextAddress, registerPlayer } from '../../../test/players.js';

const testApp = useTestApp();

function toggle(alias: string, token: string) {
  return testApp().app.inject({
    method: 'PUT',
    url: `/api/v1/games/${alias}/favorite`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
  });
}

describe('favorite toggles at once', () => {
  it('apply one after the other: the answers alternate and the last one is the state kept', async () => {
    const player = await registerPlayer(testApp().app);
    for (const count of [2, 5, 8]) {
      const answers = await Promise.all(
        Array.from({ length: count }, () => toggle('fruit-classic', player.token)),
      );
      const states = answers.map((answer) => {
        expect(answer.statusCode, answer.body).toBe(200);
        return (answer.json() as { favorite: boolean }).favorite;
      });
      const on = states.filter(Boolean).length;
      // Starting from "not a favorite", n toggles in a row say "on" ceil(n/2) times.
      expect(on).toBe(Math.ceil(count / 2));
      const [row] = await testApp().database.sql.query<{ n: string }>(
        `select count(*) as n from game_favorites f join games g on g.id = f.game_id
         where f.user_id = $1 and g.alias = 'fruit-classic'`,
        [player.id],
      );
      expect(Number(row?.n)).toBe(count % 2);
      // Back to "not a favorite" for the next round.
      if (count % 2 === 1) await toggle('fruit-classic', player.token);
    }
  });
});
