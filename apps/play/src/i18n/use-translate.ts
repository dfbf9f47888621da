import { slotTexts } from './translate';

/** The slot client's `t()`, in the player's language once the opening has loaded it. */
export const useTranslate = slotTexts.useTranslate;
