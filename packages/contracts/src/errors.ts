import * as z from 'zod/mini';

/**
 * Stable error codes shared by the server and the site. A code never changes meaning once
 * published; the message is for people and may be reworded.
 * Shape `DOMAIN.REASON`, like the spec's `TRANSACTION.ALREADY_ACTIVATED`.
 */
export const ErrorCode = {
  RequestInvalid: 'REQUEST.INVALID',
  RequestMalformed: 'REQUEST.MALFORMED',
  RequestTooLarge: 'REQUEST.TOO_LARGE',
  /** A JSON body nested deeper than the server reads (see MAX_JSON_DEPTH on the server). */
  RequestTooDeep: 'REQUEST.TOO_DEEP',
  RequestTimeout: 'REQUEST.TIMEOUT',
  UnsupportedMediaType: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  MethodNotAllowed: 'REQUEST.METHOD_NOT_ALLOWED',
  RouteNotFound: 'ROUTE.NOT_FOUND',
  RateLimited: 'RATE.LIMITED',
  LanguageUnsupported: 'LANGUAGE.UNSUPPORTED',
  LocalizationNotFound: 'LOCALIZATION.NOT_FOUND',
  GeoUnknownCountry: 'GEO.UNKNOWN_COUNTRY',
  /** 451: the caller's country is in the operator's blocked list (core §6, not-available page). */
  GeoBlocked: 'GEO.BLOCKED',
  AuthInvalidCredentials: 'AUTH.INVALID_CREDENTIALS',
  AuthEmailTaken: 'AUTH.EMAIL_TAKEN',
  AuthUnderage: 'AUTH.UNDERAGE',
  AuthAgreementRequired: 'AUTH.AGREEMENT_REQUIRED',
  AuthWeakPassword: 'AUTH.WEAK_PASSWORD',
  AuthPasswordMismatch: 'AUTH.PASSWORD_MISMATCH',
  AuthTokenInvalid: 'AUTH.TOKEN_INVALID',
  AuthRecoveryTokenInvalid: 'AUTH.RECOVERY_TOKEN_INVALID',
  AuthTooManyAttempts: 'AUTH.TOO_MANY_ATTEMPTS',
  AuthRequired: 'AUTH.REQUIRED',
  UserBanned: 'USER.BANNED',
  GameNotFound: 'GAME.NOT_FOUND',
  GameCategoryUnknown: 'GAME.CATEGORY_UNKNOWN',
  GameDemoUnavailable: 'GAME.DEMO_UNAVAILABLE',
  GamePlatformUnsupported: 'GAME.PLATFORM_UNSUPPORTED',
  GameBalanceRequired: 'GAME.BALANCE_REQUIRED',
  GameLaunchInvalid: 'GAME.LAUNCH_INVALID',
  /** A launch's return address is neither this site nor a configured game provider. */
  GameReturnUrlInvalid: 'GAME.RETURN_URL_INVALID',
  PlaySessionInvalid: 'PLAY.SESSION_INVALID',
  PlayGameUnsupported: 'PLAY.GAME_UNSUPPORTED',
  PlayBetTooLow: 'PLAY.BET_TOO_LOW',
  PlayBetTooHigh: 'PLAY.BET_TOO_HIGH',
  PlayBetStep: 'PLAY.BET_STEP',
  PlayLinesInvalid: 'PLAY.LINES_INVALID',
  PlayRoundConflict: 'PLAY.ROUND_CONFLICT',
  PlayRoundNotFound: 'PLAY.ROUND_NOT_FOUND',
  PlayFreeSpinsPending: 'PLAY.FREE_SPINS_PENDING',
  PlayFreeSpinInvalid: 'PLAY.FREE_SPIN_INVALID',
  PlayClientSeedInvalid: 'PLAY.CLIENT_SEED_INVALID',
  /** The originals (issue 24): a bet's game parameters break its game's rules (400). */
  PlayParamsInvalid: 'PLAY.PARAMS_INVALID',
  /** An open round of the game must end before a new bet on it (409). */
  PlayRoundOpen: 'PLAY.ROUND_OPEN',
  /** An action the open round does not allow now, or on a round that is over (409). */
  PlayActionInvalid: 'PLAY.ACTION_INVALID',
  /** The crash game (issue 23): the chain is still being generated (503). */
  CrashNotReady: 'CRASH.NOT_READY',
  /** A bet outside the betting phase, or a cancel after take-off (409). */
  CrashBettingClosed: 'CRASH.BETTING_CLOSED',
  /** A cash-out at or after the crash moment, or of a bet not flying (409). */
  CrashTooLate: 'CRASH.TOO_LATE',
  /** The panel already has a bet in this round (409). */
  CrashPanelTaken: 'CRASH.PANEL_TAKEN',
  /** The bet id is another bet's (another round, player, panel or amount) (409). */
  CrashBetConflict: 'CRASH.BET_CONFLICT',
  /** No such bet of this session's player (404). */
  CrashBetNotFound: 'CRASH.BET_NOT_FOUND',
  /** Unknown round, or not ended yet (404). */
  CrashRoundNotFound: 'CRASH.ROUND_NOT_FOUND',
  /** A socket command before `auth`, or a malformed message (socket error). */
  CrashUnauthenticated: 'CRASH.UNAUTHENTICATED',
  CrashMessageInvalid: 'CRASH.MESSAGE_INVALID',
  TransactionNotFound: 'TRANSACTION.NOT_FOUND',
  WalletInsufficientFunds: 'WALLET.INSUFFICIENT_FUNDS',
  WalletInvalidAmount: 'WALLET.INVALID_AMOUNT',
  WalletIdempotencyConflict: 'WALLET.IDEMPOTENCY_CONFLICT',
  WalletCurrencyMismatch: 'WALLET.CURRENCY_MISMATCH',
  WalletUnknownReference: 'WALLET.UNKNOWN_REFERENCE',
  WalletPlayerNotFound: 'WALLET.PLAYER_NOT_FOUND',
  WalletBalanceLimit: 'WALLET.BALANCE_LIMIT',
  WalletBetRolledBack: 'WALLET.BET_ROLLED_BACK',
  WalletRoundSettled: 'WALLET.ROUND_SETTLED',
  PaymentMethodUnknown: 'PAYMENT.METHOD_UNKNOWN',
  PaymentMethodsEmpty: 'PAYMENT.METHODS_EMPTY',
  PaymentLimit: 'PAYMENT.LIMIT',
  PaymentFieldRequired: 'PAYMENT.FIELD_REQUIRED',
  PaymentFailed: 'PAYMENT.FAILED',
  PaymentNotFound: 'PAYMENT.NOT_FOUND',
  PaymentStateConflict: 'PAYMENT.STATE_CONFLICT',
  PaymentAccountOnHold: 'PAYMENT.ACCOUNT_ON_HOLD',
  /** A staff hold on a withdrawal: it is not approved until a staff member releases it. */
  StaffWithdrawalHeld: 'STAFF.WITHDRAWAL_HELD',
  /** A withdrawal already waiting for a second person's approval (four eyes). */
  StaffApprovalPending: 'STAFF.APPROVAL_PENDING',
  TransactionAlreadyActivated: 'TRANSACTION.ALREADY_ACTIVATED',
  WithdrawBlockedByBonus: 'WITHDRAW.BLOCKED_BY_BONUS',
  WithdrawMethodNotDeposited: 'WITHDRAW.METHOD_NOT_DEPOSITED',
  /** Real-money stakes since registration are below deposits (operator turnover rule). */
  WithdrawTurnoverNotMet: 'WITHDRAW.TURNOVER_NOT_MET',
  BonusNotFound: 'BONUS.NOT_FOUND',
  /** The bonus is not in a state the call acts on (cancel an ended one…). */
  BonusStateConflict: 'BONUS.STATE_CONFLICT',
  /** PATCH /bonuses/receive on a bonus that is not ready to receive. */
  BonusNotReady: 'BONUS.NOT_READY',
  /** Another bonus of the product is active: one active bonus account at a time. */
  BonusAlreadyActive: 'BONUS.ALREADY_ACTIVE',
  /** Another account of the same person (e-mail, phone, card, address) already got one. */
  BonusDuplicatePerson: 'BONUS.DUPLICATE_PERSON',
  /** A stake above the offer's maximum while wagering. */
  BonusMaxStake: 'BONUS.MAX_STAKE',
  FreespinNotFound: 'FREESPIN.NOT_FOUND',
  /** No free round of the campaign is playable now (part not open, spins used, ended). */
  FreespinUnavailable: 'FREESPIN.UNAVAILABLE',
  PromoUnknown: 'PROMO.UNKNOWN',
  PromoExpired: 'PROMO.EXPIRED',
  PromoUsed: 'PROMO.USED',
  PromoNotForYou: 'PROMO.NOT_FOR_YOU',
  PromoLimitReached: 'PROMO.LIMIT_REACHED',
  PromoTooManyAttempts: 'PROMO.TOO_MANY_ATTEMPTS',
  /** Console: another code has this text. */
  PromoCodeTaken: 'PROMO.CODE_TAKEN',
  /** Console: an offer or code whose figures do not fit (min above max, no USD figures…). */
  BonusOfferInvalid: 'BONUS.OFFER_INVALID',
  /** The referral programme is switched off, or off for the player's currency (409). */
  ReferralDisabled: 'REFERRAL.DISABLED',
  /** A referral transfer with an empty referral balance (409). */
  ReferralNothingToTransfer: 'REFERRAL.NOTHING_TO_TRANSFER',
  /** A referral transfer below the currency's minimum (422). */
  ReferralBelowMinimum: 'REFERRAL.BELOW_MINIMUM',
  /** Console: no referral link has that id (404). */
  ReferralNotFound: 'REFERRAL.NOT_FOUND',
  /** Console: a review of a link that was never held as self-referral (409). */
  ReferralStateConflict: 'REFERRAL.STATE_CONFLICT',
  /** No landing (wheel or game registration popup) has that path (404). */
  LandingNotFound: 'LANDING.NOT_FOUND',
  /** A wheel spin's attempt the wheel does not have (fruity's second) (422). */
  LandingAttemptInvalid: 'LANDING.ATTEMPT_INVALID',
  /** Console: a landing prize's offer is unknown or not a first-deposit offer, or its game unknown (422). */
  LandingPrizeInvalid: 'LANDING.PRIZE_INVALID',
  LocalTokenInvalid: 'LOCAL.TOKEN_INVALID',
  /** 401: the event stream's ticket is missing, unknown, used before or past its minute. */
  StreamTicketInvalid: 'STREAM.TICKET_INVALID',
  /** Support chat: no conversation (or attachment) of the caller has that id. */
  ChatNotFound: 'CHAT.NOT_FOUND',
  /** Support chat: closing a closed conversation, assigning one already the caller's… */
  ChatStateConflict: 'CHAT.STATE_CONFLICT',
  /** 413: an image over CHAT_IMAGE_MAX_BYTES. */
  ChatImageTooLarge: 'CHAT.IMAGE_TOO_LARGE',
  /** 415: not a JPEG, PNG, WebP or GIF image (by its bytes, not its name). */
  ChatImageType: 'CHAT.IMAGE_TYPE',
  /** An attachment already sent, or another person's. */
  ChatAttachmentUsed: 'CHAT.ATTACHMENT_USED',
  /** Console: an audience that matches no player. */
  NotificationAudienceEmpty: 'NOTIFICATION.AUDIENCE_EMPTY',
  /** Console: no holiday campaign has that id. */
  NotificationCampaignNotFound: 'NOTIFICATION.CAMPAIGN_NOT_FOUND',
  /** 401 on an admin call: no staff session, an ended or idle one, or a player's token. */
  StaffUnauthenticated: 'STAFF.UNAUTHENTICATED',
  /** 403 on an admin call: the staff member's role lacks the call's permission. */
  StaffForbidden: 'STAFF.FORBIDDEN',
  StaffInvalidCredentials: 'STAFF.INVALID_CREDENTIALS',
  /** The TOTP or recovery code is wrong, already used, or the ticket it came with has ended. */
  StaffCodeInvalid: 'STAFF.CODE_INVALID',
  StaffTicketInvalid: 'STAFF.TICKET_INVALID',
  StaffTooManyAttempts: 'STAFF.TOO_MANY_ATTEMPTS',
  StaffEmailTaken: 'STAFF.EMAIL_TAKEN',
  /** Staff management: no staff member has that id. */
  StaffNotFound: 'STAFF.NOT_FOUND',
  /** A staff member cannot disable themself or change their own role. */
  StaffSelfChange: 'STAFF.SELF_CHANGE',
  /** The staff member is already in the state asked for (disable a disabled member…). */
  StaffStateConflict: 'STAFF.STATE_CONFLICT',
  /** Four eyes: the staff member who asked for an action cannot also approve or reject it. */
  AuditSamePerson: 'AUDIT.SAME_PERSON',
  /** An approval request already approved or rejected (by someone else, maybe a moment ago). */
  AuditAlreadyDecided: 'AUDIT.ALREADY_DECIDED',
  AuditRequestNotFound: 'AUDIT.REQUEST_NOT_FOUND',
  /** No audit row has that id. */
  AuditRowNotFound: 'AUDIT.ROW_NOT_FOUND',
  /** An approval request whose action no module registered a handler for: nobody can decide it. */
  AuditNoHandler: 'AUDIT.NO_HANDLER',
  /** An admin call named a player id no account has. */
  PlayerNotFound: 'PLAYER.NOT_FOUND',
  /** A staff action that does not fit the player's state (ban a banned player, unban one not banned…). */
  PlayerStateConflict: 'PLAYER.STATE_CONFLICT',
  /** Console: no banner with that id. */
  BannerNotFound: 'BANNER.NOT_FOUND',
  /** Console: another banner has that name. */
  BannerNameTaken: 'BANNER.NAME_TAKEN',
  /** Console: a banner's end is not after its start, or English is missing, or a language twice. */
  BannerInvalid: 'BANNER.INVALID',
  /** Console: a picture named by a banner was never uploaded. */
  UploadNotFound: 'UPLOAD.NOT_FOUND',
  /** Tournaments (issue 25): no tournament has that id (a cancelled one, for players). */
  TournamentNotFound: 'TOURNAMENT.NOT_FOUND',
  /** Console: a bad schedule or zone, a prize table not covering places 1…n once, no English. */
  TournamentInvalid: 'TOURNAMENT.INVALID',
  /** Console: an eligible game alias the catalogue does not have. */
  TournamentGameUnknown: 'TOURNAMENT.GAME_UNKNOWN',
  /** Console: a prize names a bonus offer that does not exist. */
  TournamentOfferUnknown: 'TOURNAMENT.OFFER_UNKNOWN',
  /** Console: an edit after the start (or of a cancelled tournament). */
  TournamentStarted: 'TOURNAMENT.STARTED',
  /** Joining an ended tournament, or cancelling an ended or cancelled one. */
  TournamentFinished: 'TOURNAMENT.FINISHED',
  /** Joining a tournament with automatic entry (the first qualifying bet enters). */
  TournamentNotOptIn: 'TOURNAMENT.NOT_OPT_IN',
  /** The player's currency does not take part in the tournament. */
  TournamentIneligible: 'TOURNAMENT.INELIGIBLE',
  /** Console: limits not positive, min above max, or set for a direction the method lacks. */
  StaffLimitsInvalid: 'STAFF.LIMITS_INVALID',
  ProviderUnknown: 'PROVIDER.UNKNOWN',
  ProviderSignatureInvalid: 'PROVIDER.SIGNATURE_INVALID',
  ProviderCallbackInvalid: 'PROVIDER.CALLBACK_INVALID',
  ProviderCallbackUnconfirmed: 'PROVIDER.CALLBACK_UNCONFIRMED',
  ServiceUnavailable: 'SERVICE.UNAVAILABLE',
  ServerError: 'SERVER.ERROR',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const errorCodes = Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]];

/** The one error shape every failing call answers with. */
export const errorBodySchema = z
  .object({
    statusCode: z.int().check(z.gte(400), z.lte(599)),
    code: z.enum(errorCodes),
    message: z.string(),
  })
  .register(z.globalRegistry, { id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
