/**
 * The stream's subscribe API as the app layer reaches it. It lives in shared/state so that the
 * features that listen (payments, notifications, support) need not import this one.
 */
export {
  publishRealtime,
  subscribeRealtime,
  useRealtimeStore,
  useStreamUp,
} from '../../shared/state/realtime-store';
