import { crashMyBetsCall, crashSessionCall } from '@jackdaw/contracts';
import { request } from '../../api/play-api';

/** The crash game's HTTP calls (its play runs on the WebSocket, game/crash-socket.ts). */
export const crashApi = {
  openSession: (launchToken: string) => request(crashSessionCall, { launchToken }),
  myBets: (sessionToken: string) => request(crashMyBetsCall, { sessionToken, take: 50 }),
};
