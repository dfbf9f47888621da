/**
 * Preferences kept between visits (bet, turbo, sound). Storage may be blocked (private mode,
 * strict frame policies): then the game simply starts from its defaults.
 */
export const storedPreference = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(`jackdaw-play:${key}`);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(`jackdaw-play:${key}`, value);
    } catch {
      // Not kept: the next visit starts from the default.
    }
  },
};
