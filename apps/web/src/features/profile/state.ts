import { create } from 'zustand';

/**
 * The country chosen in the `countries` popup (phones) on its way to the personal details form.
 * Popups keep no state but the URL, and the form keeps its fields until Save, so the popup hands
 * its choice over here and the form takes it.
 */
interface CountryChoiceState {
  /** The form's country while the form is on the page: the popup marks it as chosen. */
  current: string | null;
  /** The popup's choice, until the form takes it. */
  picked: string | null;
  setCurrent(code: string | null): void;
  pick(code: string): void;
  /** The form took the choice. */
  clearPicked(): void;
}

export const useCountryChoice = create<CountryChoiceState>((set) => ({
  current: null,
  picked: null,
  setCurrent: (current) => set({ current }),
  pick: (picked) => set({ picked }),
  clearPicked: () => set({ picked: null }),
}));
