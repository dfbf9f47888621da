import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { englishTranslate, type Translate } from './translate';

export const TranslateContext = createContext<Translate>(englishTranslate);

export function useTranslate(): Translate {
  return useContext(TranslateContext);
}
