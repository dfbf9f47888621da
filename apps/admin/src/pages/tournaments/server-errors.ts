import { ErrorCode, type AdminTournamentBody } from '@jackdaw/contracts';
import { fieldOfPath } from './tournament-draft';

/**
 * The form field a refusal of create or edit concerns, so its message shows there: the
 * contract's codes name most; TOURNAMENT.INVALID covers several rules and names its subject in
 * the message; a REQUEST.INVALID lists `path: problem` pairs. Anything else is the form's.
 */
export function fieldOfRefusal(
  code: string,
  message: string,
  body: AdminTournamentBody | undefined,
): string {
  switch (code) {
    case ErrorCode.TournamentGameUnknown:
      return 'eligible';
    case ErrorCode.TournamentOfferUnknown:
      return 'prizes';
    case ErrorCode.UploadNotFound:
      return 'bannerUrl';
    case ErrorCode.TournamentInvalid:
      return fieldOfRule(message);
    case ErrorCode.RequestInvalid: {
      const path = /(?:^|: |; )((?:[A-Za-z]+|\d+)(?:\.(?:[A-Za-z]+|\d+))*): /.exec(
        message.replace(/^Invalid \w+: /, ''),
      )?.[1];
      if (!path) return 'form';
      const parts = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      return fieldOfPath(parts, body);
    }
    default:
      return 'form';
  }
}

function fieldOfRule(message: string): string {
  if (/zone/i.test(message)) return 'timeZone';
  if (/prize|place/i.test(message)) return 'prizes';
  if (/english|language|text|title/i.test(message)) return `text.EN.title`;
  if (/game|categor/i.test(message)) return 'eligible';
  if (/\bend|lasts|days/i.test(message)) return 'endsAt';
  if (/start|past/i.test(message)) return 'startsAt';
  if (/stake/i.test(message)) return 'minStake';
  if (/currenc/i.test(message)) return 'currencies';
  return 'form';
}
