import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  parseLanguageCode,
  type LanguageCode,
} from '@jackdaw/contracts';
import type { ComponentChildren, Context } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** The keys the opening itself shows; each client's dictionary has them. */
type LaunchKey = 'app.loading' | 'error.launchInvalid';

/**
 * Before the session tells the player's language, the site page around the frame does (same
 * origin, so its <html lang> is readable): an error at opening is then shown in that language.
 */
export function siteLanguage(): LanguageCode {
  try {
    const tag = window.parent.document.documentElement.lang;
    const found = (Object.keys(LANGUAGES) as LanguageCode[]).find(
      (code) => LANGUAGES[code].bcp47 === tag,
    );
    return found ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

type Opening<Session, Translate> =
  | { status: 'loading' }
  | { status: 'failed'; text: string }
  | { status: 'ready'; session: Session; language: LanguageCode; t: Translate };

/**
 * The opening the game clients share: the session from the launch token of the URL (single
 * use: a reload of the frame cannot reopen it, the site's game page launches anew), the
 * player's dictionary (its own chunk), then the game, under its texts' context. Each client
 * passes its own API, texts and error keys, so none carries another's.
 */
export function Launch<
  Session extends { language: string },
  Dictionary,
  Key extends string,
  Translate extends (key: Key | LaunchKey) => string,
>({
  launchToken,
  open,
  texts,
  errorKey,
  children,
}: {
  launchToken: string | null;
  open: (launchToken: string) => Promise<Session>;
  texts: {
    loaders: Record<LanguageCode, () => Promise<Dictionary>>;
    createTranslate: (dictionary: Dictionary) => Translate;
    english: Translate;
    Context: Context<Translate>;
  };
  errorKey: (error: unknown) => Key;
  children: (session: Session, language: LanguageCode) => ComponentChildren;
}) {
  const { loaders, createTranslate, english } = texts;
  const [opening, setOpening] = useState<Opening<Session, Translate>>({ status: 'loading' });
  useEffect(() => {
    const translateFor = async (language: LanguageCode): Promise<Translate> => {
      const dictionary = await loaders[language]().catch(() => null);
      return dictionary ? createTranslate(dictionary) : english;
    };
    if (!launchToken) {
      setOpening({ status: 'failed', text: english('error.launchInvalid') });
      return;
    }
    open(launchToken).then(
      async (session) => {
        const language = parseLanguageCode(session.language) ?? DEFAULT_LANGUAGE;
        const t = await translateFor(language);
        document.documentElement.lang = LANGUAGES[language].bcp47;
        setOpening({ status: 'ready', session, language, t });
      },
      async (error: unknown) => {
        const t = await translateFor(siteLanguage());
        setOpening({ status: 'failed', text: t(errorKey(error)) });
      },
    );
    // Opened once: the launch token is single use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (opening.status === 'loading') {
    return (
      <p class="centre muted" role="status">
        {english('app.loading')}
      </p>
    );
  }
  if (opening.status === 'failed') {
    return (
      <p class="centre error-text" role="alert">
        {opening.text}
      </p>
    );
  }
  return (
    <texts.Context.Provider value={opening.t}>
      {children(opening.session, opening.language)}
    </texts.Context.Provider>
  );
}
