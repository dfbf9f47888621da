import type { ShareTarget } from '../lib/share-targets';

/** Each target's mark: our own simple drawing on its usual colour, never a remote picture. */
const marks: Record<ShareTarget, { fill: string; path: string }> = {
  whatsapp: {
    fill: '#25d366',
    path: 'M12 5.5a6.5 6.5 0 0 0-5.6 9.8L5.5 18.5l3.3-.9A6.5 6.5 0 1 0 12 5.5Zm-2.3 3.2c.2 0 .4 0 .5.4l.6 1.4c0 .2 0 .3-.1.4l-.4.5c-.1.1-.1.3 0 .4.6 1 1.3 1.6 2.3 2 .1.1.3.1.4 0l.5-.6c.1-.2.3-.2.5-.1l1.3.6c.2.1.3.2.3.4 0 .9-.7 1.6-1.7 1.6-2.4 0-5-2.6-5-5 0-1 .8-1.9 1.4-2Z',
  },
  telegram: {
    fill: '#2aa3df',
    path: 'M5.6 11.6 17 7.2c.5-.2 1 .1.8.9l-1.9 9c-.1.6-.5.8-1 .5l-2.9-2.1-1.4 1.3c-.2.2-.3.3-.6.3l.2-3 5.4-4.9c.2-.2 0-.3-.3-.1l-6.7 4.2-2.9-.9c-.6-.2-.6-.6.1-.8Z',
  },
  messenger: {
    fill: '#7b5cff',
    path: 'M12 5.5c-3.7 0-6.5 2.7-6.5 6.2 0 1.9.8 3.5 2.1 4.6v2.2l2-1.1c.8.2 1.5.3 2.4.3 3.7 0 6.5-2.7 6.5-6.2S15.7 5.5 12 5.5Zm.7 8.3-1.7-1.8-3.2 1.8 3.5-3.7 1.7 1.8 3.2-1.8-3.5 3.7Z',
  },
  viber: {
    fill: '#7360f2',
    path: 'M9.3 6.5c.3 0 .5.1.7.4l1.1 1.7c.2.3.1.7-.1.9l-.7.6c-.2.2-.2.4-.1.6.7 1.4 1.8 2.5 3.2 3.2.2.1.5.1.6-.1l.6-.7c.2-.3.6-.3.9-.1l1.7 1.1c.3.2.4.5.3.8-.4 1.2-1.5 1.9-2.7 1.6-3.4-.9-6-3.5-6.9-6.9-.3-1.2.4-2.3 1.6-2.7.1 0 .3-.1.4-.1Z',
  },
  facebook: {
    fill: '#1877f2',
    path: 'M13.2 19v-6h2l.3-2.4h-2.3V9.1c0-.7.2-1.2 1.2-1.2h1.2V5.8c-.2 0-1-.1-1.8-.1-1.8 0-3 1.1-3 3.1v1.8H8.8V13h2v6h2.4Z',
  },
  x: {
    fill: '#000000',
    path: 'M6.5 6h3.3l2.6 3.6L15.5 6h1.6l-4 4.6L17.5 18h-3.3l-2.8-3.9L8 18H6.4l4.3-4.9L6.5 6Zm2.2 1.1 6.2 9.8h1l-6.2-9.8h-1Z',
  },
  email: {
    fill: '#5b6478',
    path: 'M5.5 7.5h13v9h-13v-9Zm1.3 1.2v.3L12 12.3 17.2 9v-.3H6.8Zm10.4 1.7L12 13.7l-5.2-3.3v4.9h10.4v-4.9Z',
  },
  sms: {
    fill: '#2fa36b',
    path: 'M6 6.5h12c.6 0 1 .4 1 1v7c0 .6-.4 1-1 1h-7.5L7 18v-2.5H6c-.6 0-1-.4-1-1v-7c0-.6.4-1 1-1Zm2.5 3.7a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8Zm3.5 0a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8Zm3.5 0a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8Z',
  },
};

export function ShareIcon({ target }: { target: ShareTarget }) {
  const mark = marks[target];
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" className="shrink-0">
      <circle cx="12" cy="12" r="12" fill={mark.fill} />
      <path d={mark.path} fill="#ffffff" fillRule="evenodd" />
    </svg>
  );
}
