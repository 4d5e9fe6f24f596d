import { useId, useRef, useState } from 'react';
import { uploadSchema, type Upload, type UploadPurpose } from '@storefront/contract';
import { uploadImage } from '@storefront/contract/routes';
import { upload } from '../lib/http';
import { thumbUrl } from './Thumb';
import './ImageUpload.css';

export interface ImageUploadLabels {
  add: string;
  remove: string;
  /** With `{{percent}}` already filled by the caller's t(). */
  uploading: (percent: number) => string;
  failed: string;
}

interface ImageUploadProps {
  purpose: UploadPurpose;
  /** Served URLs of the pictures already chosen. */
  value: string[];
  onChange: (urls: string[]) => void;
  max?: number;
  labels: ImageUploadLabels;
  /** Shown under the pictures (e.g. spec §5's address photo prompt). */
  prompt?: string;
  testId?: string;
}

/**
 * Sends one picture as a form, for the upload's progress. The server decides whether it is a
 * picture; the `accept` list only helps the phone's picker.
 */
async function send(file: File, purpose: UploadPurpose, onProgress: (percent: number) => void): Promise<Upload> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  const data = await upload({
    method: uploadImage.method,
    path: uploadImage.path,
    body: form,
    onProgress: (fraction) => onProgress(Math.round(fraction * 100)),
  });
  const parsed = uploadSchema.safeParse(data);
  // An answer of another shape is the server's fault: the control's own "failed" text says so.
  if (!parsed.success) throw new Error('');
  return parsed.data;
}

/** Picture slots with an add button, upload progress and remove; used by every upload of the app. */
export function ImageUpload({ purpose, value, onChange, max = 1, labels, prompt, testId }: ImageUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const uploaded = await send(file, purpose, setProgress);
      onChange([...value, uploaded.url].slice(0, max));
    } catch (e) {
      setError((e as Error).message || labels.failed);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="image-upload" data-testid={testId}>
      <ul className="image-upload__list">
        {value.map((url) => (
          <li key={url} className="image-upload__item">
            <img src={thumbUrl(url, 200)} alt="" width={100} height={100} className="image-upload__img" />
            <button
              type="button"
              className="image-upload__remove"
              aria-label={labels.remove}
              onClick={() => onChange(value.filter((u) => u !== url))}
            >
              ×
            </button>
          </li>
        ))}
        {value.length < max && (
          <li className="image-upload__item">
            <label className="image-upload__add" htmlFor={`${id}-file`} aria-busy={progress !== null}>
              {progress !== null ? (
                <span role="status">{labels.uploading(progress)}</span>
              ) : (
                <>
                  <span aria-hidden="true" className="image-upload__plus">
                    +
                  </span>
                  <span>{labels.add}</span>
                </>
              )}
            </label>
            <input
              ref={input}
              id={`${id}-file`}
              className="visually-hidden"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              disabled={progress !== null}
              aria-describedby={prompt ? `${id}-prompt` : undefined}
              onChange={(e) => void pick(e.target.files?.[0])}
              data-testid={testId ? `${testId}-input` : undefined}
            />
          </li>
        )}
      </ul>
      {progress !== null && (
        <progress
          className="image-upload__progress"
          max={100}
          value={progress}
          aria-label={labels.uploading(progress)}
        />
      )}
      {prompt && (
        <p id={`${id}-prompt`} className="image-upload__prompt">
          {prompt}
        </p>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
