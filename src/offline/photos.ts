/**
 * A photo taken for the outbox is made smaller on the device before it is kept: at most 1600 px on its long side, as
 * JPEG — a phone's 12-megapixel picture would otherwise fill the device store and take minutes to send on a weak signal.
 */
import { offlineSettings } from './settings.js';

export const MAX_PHOTO_SIDE = 1600;

export async function shrinkPhoto(file: File, max = MAX_PHOTO_SIDE): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // not an image the browser can read: kept as it is, and the server says what is wrong with it
    return file;
  }
  const scale = Math.min(1, max / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d')!;
  // JPEG has no transparency: a transparent PNG becomes white, not black
  g.fillStyle = '#fff';
  g.fillRect(0, 0, width, height);
  g.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) return file;
  return new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' });
}

/** A photo as the device keeps it: made smaller, or as taken when the user chose "Keep original photos". */
export async function photoForDevice(file: File): Promise<File> {
  return offlineSettings().keepOriginals ? file : shrinkPhoto(file);
}
