import { ErrorCode } from '@jackdaw/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { noteGeoBlock, useGeoBlockStore } from './geo-block';
import { dropTokenOnForbidden, useSessionStore } from './session-store';

describe('geo-block (spec core §6)', () => {
  beforeEach(() => {
    useGeoBlockStore.getState().setBlocked(false);
    useSessionStore.getState().setToken('token');
  });

  it('sends the site to the not-available page on 451 GEO.BLOCKED, and keeps the token', () => {
    noteGeoBlock(451, ErrorCode.GeoBlocked);
    dropTokenOnForbidden(451);
    expect(useGeoBlockStore.getState().blocked).toBe(true);
    expect(useSessionStore.getState().token).toBe('token');
  });

  it('ignores other refusals', () => {
    noteGeoBlock(403, ErrorCode.UserBanned);
    noteGeoBlock(451, ErrorCode.RequestInvalid);
    noteGeoBlock(400, ErrorCode.GeoBlocked);
    expect(useGeoBlockStore.getState().blocked).toBe(false);
  });
});
