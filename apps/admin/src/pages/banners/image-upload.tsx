import {
  callPath,
  errorBodySchema,
  ErrorCode,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  type Call,
  type CallResponse,
} from '@jackdaw/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ApiError } from '../../api/client';
import { endSession, noteCall, readToken } from '../../api/session';
import { Button, useErrorText } from '../../ui';

/**
 * Sends a picture's bytes as the body of an upload call (the API tells the type by the bytes;
 * 415 REQUEST.UNSUPPORTED_MEDIA_TYPE, 413 REQUEST.TOO_LARGE) and parses the answer like `api`.
 * Used by the games and banners pages.
 */
export async function uploadPicture<C extends Call>(
  call: C,
  params: Record<string, string> | undefined,
  file: File,
): Promise<CallResponse<C>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': file.type || 'application/octet-stream',
  };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const path = (callPath as (call: Call, params?: unknown) => string)(call, params);
  let response: Response;
  try {
    response = await fetch(path, { method: call.method, headers, body: file });
  } catch {
    throw new ApiError({
      statusCode: 503,
      code: ErrorCode.ServiceUnavailable,
      message: 'Network error',
    });
  }
  if (token) noteCall();
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = z.safeParse(errorBodySchema, payload);
    const error = new ApiError(
      parsed.success
        ? parsed.data
        : { statusCode: response.status, code: ErrorCode.RequestInvalid, message: '' },
    );
    if (token && error.code === ErrorCode.StaffUnauthenticated) endSession('ended');
    throw error;
  }
  return z.parse(call.responses[200], payload) as CallResponse<C>;
}

export interface ImageUploadProps {
  label: string;
  /** The picture shown now (a URL), or null. */
  value: string | null;
  /** Uploads the file; answers the new picture's URL. */
  upload: (file: File) => Promise<string>;
  onUploaded: (url: string) => void;
  /** A refusal from the form around it (e.g. UPLOAD.NOT_FOUND). */
  error?: string | undefined;
  /** Shape of the preview box, e.g. `aspect-[10/3]`. */
  aspect?: string;
  /** Largest width of the preview box, e.g. `max-w-[160px]`. */
  maxWidth?: string;
}

/** A picture with its preview, a file picker (PNG, JPEG, WebP, AVIF ≤ 2 MiB) and its errors. */
export function ImageUpload({
  label,
  value,
  upload,
  onUploaded,
  error,
  aspect = 'aspect-square',
  maxWidth = 'max-w-[360px]',
}: ImageUploadProps) {
  const { t } = useTranslation('banners');
  const errorText = useErrorText();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    // The server decides by the bytes; these checks only spare a useless upload.
    if (file.size > UPLOAD_MAX_BYTES) return setProblem(t('upload.tooLarge'));
    setBusy(true);
    try {
      onUploaded(await upload(file));
    } catch (failure) {
      setProblem(
        failure instanceof ApiError && failure.statusCode === 415
          ? t('upload.wrongType')
          : failure instanceof ApiError && failure.statusCode === 413
            ? t('upload.tooLarge')
            : errorText(failure),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <span className="text-[13px] font-medium" id={`${id}-label`}>
        {label}
      </span>
      <div
        className={`${aspect} ${maxWidth} w-full overflow-hidden rounded-md border border-border bg-surface-sunken`}
      >
        {value ? (
          <img
            src={value}
            alt={t('upload.preview', { label })}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-sm text-text-muted">
            {t('upload.none')}
          </span>
        )}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-file`} className="sr-only">
          {t('upload.choose', { label })}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={UPLOAD_CONTENT_TYPES.join(',')}
          disabled={busy}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          aria-invalid={shown ? true : undefined}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-border-strong file:bg-surface file:px-3 file:py-1.5 file:text-sm"
        />
        {busy && (
          <Button size="sm" busy disabled>
            {t('upload.uploading')}
          </Button>
        )}
      </div>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {shown}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-text-muted">
          {t('upload.hint')}
        </p>
      )}
    </div>
  );
}
