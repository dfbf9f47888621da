/** Every URL the site links to, in one place. */
export const paths = {
  home: '/',
} as const;
