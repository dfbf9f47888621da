import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@jackdaw/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { Button } from './button';
import { useErrorText } from './notice';

export interface ImageUploadProps {
  label: string;
  /** The picture shown now (a URL), or null. */
  value: string | null;
  /** Uploads the file (`upload(call, …, file)` of the API client); answers the new picture's URL. */
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
  const { t } = useTranslation();
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
