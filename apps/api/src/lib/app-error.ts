import { ErrorCode } from '@jackdaw/contracts';

/**
 * An expected failure with its HTTP status and stable code. Services throw it; the error
 * plugin turns it into `{ statusCode, code, message }`.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Seconds after which asking again may succeed (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  static notFound(code: ErrorCode, message: string): AppError {
    return new AppError(404, code, message);
  }

  static badRequest(message: string, code: ErrorCode = ErrorCode.RequestInvalid): AppError {
    return new AppError(400, code, message);
  }
}
