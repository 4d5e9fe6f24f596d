import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '@storefront/contract/routes';
import type { Upload } from '@storefront/contract';
import { request } from '../../../lib/http';

/**
 * The business licence photo of a company invoice, through the one upload pipeline (multipart:
 * `purpose`, then `file`). `call` sends JSON bodies only, so the request is made directly, with the
 * contract's method and path.
 */
export const fetchUploadLicence = (file: File) => {
  const form = new FormData();
  form.append('purpose', 'licence');
  form.append('file', file);
  return request<Upload>({ method: uploadImage.method, path: uploadImage.path, body: form });
};

export const useUploadLicence = () => useMutation({ mutationFn: fetchUploadLicence });
