import { RECEIPT_MAX_BYTES } from '@storefront/contract/constants';

export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** What a person may pick; a photo larger than the API takes is downscaled on the phone first. */
export const PICK_MAX_BYTES = 20 * 1024 * 1024;

export type ReceiptProblem = 'notImage' | 'tooLarge';

export function checkReceiptFile(file: File): ReceiptProblem | null {
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > PICK_MAX_BYTES) return 'tooLarge';
  return null;
}

const toBase64 = async (blob: Blob): Promise<string> => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // Chunks: String.fromCharCode(...all) overflows the call stack on a large image.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/**
 * A receipt photo straight from a phone camera is several MB, the API takes ≤ 700 KiB: redraw it
 * as a JPEG, smaller and lighter, until it fits. A receipt stays readable at 1600 px.
 */
async function downscale(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  let side = 1600;
  let quality = 0.85;
  for (let attempt = 0; attempt < 8; attempt++) {
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (blob && blob.size <= RECEIPT_MAX_BYTES) return blob;
    side = Math.round(side * 0.8);
    quality = Math.max(0.5, quality - 0.1);
  }
  throw new Error('image does not shrink enough');
}

/** The base64 the API takes: the file as it is when it fits, else a downscaled JPEG. */
export async function receiptBase64(file: File): Promise<string> {
  return toBase64(file.size <= RECEIPT_MAX_BYTES ? file : await downscale(file));
}
