import type { AddressInfo } from 'node:net';
import {
  ErrorCode,
  type AdminTournamentDetailResponse,
  type AdminTournamentResponse,
  type AdminTournamentsResponse,
  type ParticipantsResponse,
  type TournamentJoinResponse,
  type TournamentLeaderboardEvent,
  type TournamentResponse,
  type TournamentsResponse,
} from '@jackdaw/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { fundedPlayer } from '../../../test/play.js';
import { nextAddress, registerPlayer } from '../../../test/players.js';
import { auditRowsOf, staffSession } from '../../../test/staff-sessions.js';
import { tournamentsRepository as repo } from './tournaments.repository.js';
import {
  insertTournament,
  scoringLedger,
  slotBet,
  tournamentBody,
} from './tournaments.test-kit.js';

const testApp = useTestApp();

async function call(method: string, url: string, token?: string, payload?: unknown) {
  return testApp().app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextAddress(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const codeOf = (response: { json: () => unknown }) => (response.json() as { code: string }).code;

describe('console: tournaments', () => {
  it('a manager creates, reads, edits before the start and cancels, each audited', async () => {
    const { token } = await staffSession(testApp(), 'manager');
    const created = await call('POST', '/admin/tournaments', token, tournamentBody());
    expect(created.statusCode, created.body).toBe(200);
    const made = created.json<AdminTournamentResponse>().tournament;
    expect(made).toMatchObject({ status: 'upcoming', editable: true, games: ['fruit-classic'] });
    expect(made.prizeTable[0]).toMatchObject({ placeFrom: 1, kind: 'money', amount: '100000' });

    // The prize fund: 1,000 ₹ for the first place and 250 ₹ for each of the next two.
    const fund = { currency: 'INR', money: '150000', places: 3, bonusPlaces: 0 };
    expect(made.prizeFund).toEqual(fund);
    const listed = await call('GET', '/admin/tournaments?status=upcoming', token);
    const rows = listed.json<AdminTournamentsResponse>().tournaments;
    expect(rows.find((row) => row.id === made.id)?.prizeFund).toEqual(fund);

    const edited = await call(
      'PUT',
      `/admin/tournaments/${made.id}`,
      token,
      tournamentBody({ scoring: 'multiplier', minStake: '500', entry: 'automatic' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AdminTournamentResponse>().tournament).toMatchObject({
      scoring: 'multiplier',
      minStake: '500',
      entry: 'automatic',
    });

    const one = await call('GET', `/admin/tournaments/${made.id}`, token);
    expect(one.json<AdminTournamentDetailResponse>()).toMatchObject({
      leaderboard: [],
      payouts: [],
    });

    const cancelled = await call('POST', `/admin/tournaments/${made.id}/cancel`, token, {
      reason: 'Wrong dates',
    });
    expect(cancelled.json<AdminTournamentResponse>().tournament).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Wrong dates',
      editable: false,
    });
    const again = await call('POST', `/admin/tournaments/${made.id}/cancel`, token, {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe(ErrorCode.TournamentFinished);
    const audited = await auditRowsOf(testApp(), 'tournament', String(made.id));
    expect(audited.map((row) => row.action)).toEqual([
      'tournament.create',
      'tournament.edit',
      'tournament.cancel',
    ]);
  });

  it('refuses bad input with its code and writes nothing', async () => {
    const { token } = await staffSession(testApp(), 'manager');
    const hour = 3_600_000;
    const cases: [Record<string, unknown>, number, string][] = [
      [
        {
          endsAt: new Date(Date.now() + hour).toISOString(),
          startsAt: new Date(Date.now() + 2 * hour).toISOString(),
        },
        422,
        ErrorCode.TournamentInvalid,
      ],
      [{ startsAt: new Date(Date.now() - hour).toISOString() }, 422, ErrorCode.TournamentInvalid],
      [{ timeZone: 'Mars/Olympus' }, 422, ErrorCode.TournamentInvalid],
      [{ games: [], categories: [] }, 422, ErrorCode.TournamentInvalid],
      [{ categories: ['nonsense'] }, 422, ErrorCode.TournamentInvalid],
      [
        { prizes: [{ placeFrom: 2, placeTo: 3, kind: 'money', amount: '100' }] },
        422,
        ErrorCode.TournamentInvalid,
      ],
      [
        {
          prizes: [
            { placeFrom: 1, placeTo: 2, kind: 'money', amount: '100' },
            { placeFrom: 2, placeTo: 3, kind: 'money', amount: '100' },
          ],
        },
        422,
        ErrorCode.TournamentInvalid,
      ],
      [
        { prizes: [{ placeFrom: 1, placeTo: 1, kind: 'money', amount: '0' }] },
        422,
        ErrorCode.TournamentInvalid,
      ],
      [
        { texts: [{ language: 'TR', title: 'Yarış', description: '', rules: '' }] },
        422,
        ErrorCode.TournamentInvalid,
      ],
      [{ games: ['no-such-game'] }, 422, ErrorCode.TournamentGameUnknown],
      [
        { prizes: [{ placeFrom: 1, placeTo: 1, kind: 'bonus', bonusOfferId: 999_999 }] },
        422,
        ErrorCode.TournamentOfferUnknown,
      ],
      [{ bannerUrl: `/static/uploads/${'a'.repeat(64)}.png` }, 422, ErrorCode.UploadNotFound],
      [{ scoring: 'luck' }, 400, ErrorCode.RequestInvalid],
      [{ minStake: '-5' }, 400, ErrorCode.RequestInvalid],
    ];
    const before = (await repo.all(testApp().database.sql)).length;
    for (const [overrides, status, code] of cases) {
      const answer = await call('POST', '/admin/tournaments', token, tournamentBody(overrides));
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(codeOf(answer), JSON.stringify(overrides)).toBe(code);
    }
    expect((await repo.all(testApp().database.sql)).length).toBe(before);
  });

  it('no edit after the start; unknown ids 404; permissions held', async () => {
    const manager = await staffSession(testApp(), 'manager');
    const running = await insertTournament(testApp().database.sql);
    const edit = await call(
      'PUT',
      `/admin/tournaments/${running}`,
      manager.token,
      tournamentBody(),
    );
    expect(edit.statusCode).toBe(409);
    expect(codeOf(edit)).toBe(ErrorCode.TournamentStarted);
    for (const [method, url, body] of [
      ['GET', '/admin/tournaments/999999', undefined],
      ['PUT', '/admin/tournaments/999999', tournamentBody()],
      ['POST', '/admin/tournaments/999999/cancel', { reason: 'None' }],
    ] as const) {
      const answer = await call(method, url, manager.token, body);
      expect(answer.statusCode).toBe(404);
      expect(codeOf(answer)).toBe(ErrorCode.TournamentNotFound);
    }
    const content = await staffSession(testApp(), 'content');
    expect((await call('GET', '/admin/tournaments', content.token)).statusCode).toBe(200);
    const refused = await call('POST', '/admin/tournaments', content.token, tournamentBody());
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/admin/tournaments')).statusCode).toBe(401);
  });

  it('uploads a banner and a tournament shows it', async () => {
    const { token } = await staffSession(testApp(), 'manager');
    const bytes = await sharp({
      create: { width: 32, height: 16, channels: 3, background: '#225588' },
    })
      .png()
      .toBuffer();
    const upload = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/admin/tournaments/banners',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      payload: bytes,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const url = upload.json<{ upload: { url: string } }>().upload.url;
    const created = await call(
      'POST',
      '/admin/tournaments',
      token,
      tournamentBody({ bannerUrl: url }),
    );
    expect(created.json<AdminTournamentResponse>().tournament.bannerUrl).toBe(url);
  });
});

describe('player: tournaments', () => {
  it('lists running, upcoming and finished in the asked language; cancelled ones vanish', async () => {
    const { sql } = testApp().database;
    const now = Date.now();
    const running = await insertTournament(sql);
    const upcoming = await insertTournament(sql, {
      startsAt: new Date(now + 3_600_000).toISOString(),
      endsAt: new Date(now + 7_200_000).toISOString(),
    });
    const finished = await insertTournament(sql, {
      startsAt: new Date(now - 7_200_000).toISOString(),
      endsAt: new Date(now - 3_600_000).toISOString(),
    });
    const cancelled = await insertTournament(sql);
    await sql.transaction((tx) => repo.cancel(tx, cancelled, 'test'));
    const answer = await call('GET', '/tournament?lang=tr');
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json<TournamentsResponse>();
    const ids = (key: 'running' | 'upcoming' | 'finished') => list[key].map((t) => t.id);
    expect(ids('running')).toContain(running);
    expect(ids('upcoming')).toContain(upcoming);
    expect(ids('finished')).toContain(finished);
    expect([...ids('running'), ...ids('upcoming'), ...ids('finished')]).not.toContain(cancelled);
    const card = list.running.find((t) => t.id === running)!;
    expect(card).toMatchObject({
      title: 'Race TR',
      description: 'Short TR',
      joined: false,
      prizeFund: { currency: 'INR', money: '150000', places: 3, bonusPlaces: 0 },
    });
    expect((await call('GET', '/tournament?lang=xx')).statusCode).toBe(400);
  });

  it('joins an opt-in tournament once; refuses finished, automatic and ineligible ones', async () => {
    const { app, database } = testApp();
    const { sql } = database;
    const player = await registerPlayer(app);
    const optIn = await insertTournament(sql, { entry: 'opt_in' });
    const detailBefore = await call('GET', `/tournament/${optIn}`, player.token);
    expect(detailBefore.json<TournamentResponse>().tournament).toMatchObject({
      canJoin: true,
      me: null,
      rules: 'Rules EN',
      games: [{ alias: 'fruit-classic', name: 'Fruit Classic' }],
    });
    const joined = await call('POST', `/tournament/${optIn}/join`, player.token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json<TournamentJoinResponse>().entry).toMatchObject({ place: 1, points: '0' });
    const twice = await call('POST', `/tournament/${optIn}/join`, player.token);
    expect(twice.json<TournamentJoinResponse>().entry).toEqual(
      joined.json<TournamentJoinResponse>().entry,
    );
    const detail = await call('GET', `/tournament/${optIn}`, player.token);
    expect(detail.json<TournamentResponse>().tournament).toMatchObject({
      canJoin: false,
      joined: true,
    });

    const now = Date.now();
    const ended = await insertTournament(sql, {
      entry: 'opt_in',
      startsAt: new Date(now - 7_200_000).toISOString(),
      endsAt: new Date(now - 3_600_000).toISOString(),
    });
    const automatic = await insertTournament(sql, { entry: 'automatic' });
    const usd = await insertTournament(sql, { entry: 'opt_in', currencies: ['USD'] });
    const cancelled = await insertTournament(sql, { entry: 'opt_in' });
    await sql.transaction((tx) => repo.cancel(tx, cancelled, 'test'));
    for (const [id, status, code] of [
      [ended, 409, ErrorCode.TournamentFinished],
      [automatic, 409, ErrorCode.TournamentNotOptIn],
      [usd, 409, ErrorCode.TournamentIneligible],
      [cancelled, 404, ErrorCode.TournamentNotFound],
      [999_999, 404, ErrorCode.TournamentNotFound],
    ] as const) {
      const answer = await call('POST', `/tournament/${id}/join`, player.token);
      expect(answer.statusCode, String(id)).toBe(status);
      expect(codeOf(answer)).toBe(code);
    }
    expect((await call('POST', `/tournament/${optIn}/join`)).statusCode).toBe(403);
    expect((await call('GET', `/tournament/${cancelled}`)).statusCode).toBe(404);
    expect((await call('GET', '/tournament/abc')).statusCode).toBe(400);
  });

  it('participants: the top with masked names and the player’s own place', async () => {
    const { app, database } = testApp();
    const ledger = scoringLedger(database);
    const id = await insertTournament(database.sql, { entry: 'automatic' });
    const leader = await fundedPlayer(app, database, 10_000n);
    const me = await fundedPlayer(app, database, 10_000n);
    await ledger.bet(slotBet(leader.id, 900n));
    await ledger.bet(slotBet(me.id, 300n));
    const answer = await call('GET', `/participants?tournamentId=${id}`, me.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const { leaderboard, me: own } = answer.json<ParticipantsResponse>();
    expect(leaderboard).toMatchObject({ tournamentId: id, participants: 2, final: false });
    expect(leaderboard.items.map((item) => [item.place, item.points])).toEqual([
      [1, '900'],
      [2, '300'],
    ]);
    expect(leaderboard.items[0]!.name).toMatch(/\*\*\*/);
    expect(own).toMatchObject({ place: 2, points: '300' });
    const anonymous = await call('GET', `/participants?tournamentId=${id}`);
    expect(anonymous.json<ParticipantsResponse>().me).toBeNull();
    expect((await call('GET', '/participants?tournamentId=999999')).statusCode).toBe(404);
    expect((await call('GET', '/participants')).statusCode).toBe(400);
  });

  it('the live stream sends the board at once, then each change', async () => {
    const { app, database } = testApp();
    const ledger = scoringLedger(database);
    const id = await insertTournament(database.sql, { entry: 'automatic' });
    const player = await fundedPlayer(app, database, 10_000n);
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const abort = new AbortController();
    const response = await fetch(
      `http://127.0.0.1:${port}/api/v1/tournament/${id}/leaderboard/stream`,
      { headers: { accept: 'text/event-stream' }, signal: abort.signal },
    );
    expect(response.status).toBe(200);
    const boards: TournamentLeaderboardEvent[] = [];
    void (async () => {
      let buffer = '';
      const decoder = new TextDecoder();
      try {
        for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const data = buffer
              .slice(0, cut)
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('');
            buffer = buffer.slice(cut + 2);
            if (data) boards.push(JSON.parse(data) as TournamentLeaderboardEvent);
          }
        }
      } catch {
        // Aborted.
      }
    })();
    const until = async (predicate: () => boolean) => {
      const deadline = Date.now() + 5_000;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`stream: ${JSON.stringify(boards)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    try {
      await until(() => boards.length >= 1);
      expect(boards[0]).toMatchObject({
        type: 'tournament.leaderboard',
        leaderboard: { tournamentId: id, items: [] },
      });
      await ledger.bet(slotBet(player.id, 700n));
      // The app's broadcast job sends the new version within its interval.
      await until(() => boards.some((board) => board.leaderboard.items[0]?.points === '700'));
    } finally {
      abort.abort();
    }
    const unknown = await call('GET', '/tournament/999999/leaderboard/stream');
    expect(unknown.statusCode).toBe(404);
  });
});
