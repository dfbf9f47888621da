import { staffStreamTicketCall, type StaffEvent } from '@jackdaw/contracts';
import { useEffect, useRef, useState } from 'react';
import { api, ApiError } from './client';

export type StreamStatus = 'connecting' | 'live' | 'down';
import {
  parseStaffEvent,
  reconnectDelay,
  resumableId,
  STAFF_EVENT_TYPES,
  staffStreamUrl,
} from './staff-stream';

/**
 * The support inbox's event stream (`GET /api/v1/admin/events`): trades the session for a
 * one-time ticket, opens an EventSource and hands every event to `onEvent`. A ticket works once,
 * so EventSource's own reconnection (same URL) cannot succeed: on any error the stream is closed
 * and reopened with a fresh ticket and the last event id seen, which the server resumes after.
 * `status` is `connecting` until the stream first opens, `live` while it is open and `down`
 * once it failed (until it is back); callers poll while it is not live.
 *
 * @example const { status } = useStaffEvents((event) => refresh(event), enabled);
 */
export function useStaffEvents(
  onEvent: (event: StaffEvent) => void,
  enabled = true,
): { status: StreamStatus } {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const supported = enabled && typeof EventSource !== 'undefined';
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    if (!supported) return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let lastEventId: string | null = null;
    let stopped = false;

    const retry = () => {
      if (stopped) return;
      timer = setTimeout(() => void open(), reconnectDelay(attempt));
      attempt += 1;
    };

    const open = async () => {
      let ticket: string;
      try {
        ticket = (await api(staffStreamTicketCall)).ticket;
      } catch (error) {
        // Without the permission (or the session) no ticket will ever come: stay on polling.
        setStatus('down');
        if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403)) {
          return;
        }
        retry();
        return;
      }
      if (stopped) return;
      const stream = new EventSource(staffStreamUrl(ticket, lastEventId));
      source = stream;
      stream.onopen = () => {
        attempt = 0;
        setStatus('live');
      };
      const receive = (message: MessageEvent<string>) => {
        lastEventId = resumableId(message.lastEventId) ?? lastEventId;
        const event = parseStaffEvent(message.data);
        if (event) handler.current(event);
      };
      for (const type of STAFF_EVENT_TYPES) stream.addEventListener(type, receive);
      stream.onerror = () => {
        stream.close();
        if (source === stream) source = null;
        setStatus('down');
        retry();
      };
    };

    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [supported]);

  // Without EventSource (or while switched off) there is no stream: callers poll.
  return { status: supported ? status : 'down' };
}
