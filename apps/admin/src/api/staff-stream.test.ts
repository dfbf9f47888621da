import { describe, expect, it } from 'vitest';
import { parseStaffEvent, reconnectDelay, resumableId, staffStreamUrl } from './staff-stream';

describe('the staff event stream', () => {
  it('opens with the ticket, and resumes after the last event id when there is one', () => {
    expect(staffStreamUrl('t-1', null)).toBe('/api/v1/admin/events?ticket=t-1');
    expect(staffStreamUrl('a b', '42')).toBe('/api/v1/admin/events?ticket=a+b&lastEventId=42');
  });

  it('waits 1 s, doubling, at most 30 s between reconnections', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('reads conversation and typing events, and drops anything else', () => {
    expect(parseStaffEvent('{"type":"chat.conversation","conversationId":3}')).toEqual({
      type: 'chat.conversation',
      conversationId: 3,
    });
    expect(
      parseStaffEvent(
        '{"type":"chat.typing","typing":{"conversationId":3,"from":"player","typing":true}}',
      ),
    ).toEqual({
      type: 'chat.typing',
      typing: { conversationId: 3, from: 'player', typing: true },
    });
    expect(parseStaffEvent('{"type":"balance"}')).toBeNull();
    expect(parseStaffEvent('not json')).toBeNull();
  });

  it('keeps only backlog ids the server can resume after', () => {
    expect(resumableId('17')).toBe('17');
    expect(resumableId('')).toBeNull();
    expect(resumableId(undefined)).toBeNull();
    expect(resumableId('1; drop')).toBeNull();
  });
});
