/** Build-time configuration, parsed once. */
export const env = {
  apiBase: '/api/v1',
  mode: import.meta.env.MODE,
} as const;
