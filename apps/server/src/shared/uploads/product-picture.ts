import { uploadUrl } from './attach.js';

/** The generated picture of a product's `art` ("kind:hue"). */
export const artPic = (art: string) => {
  const [kind, hue] = art.split(':');
  return `/api/images/${kind}/${hue ?? 0}.svg`;
};

/** A product's main picture wherever the shop shows it: its first photo, else its generated picture. */
export const productPic = (art: string, photo: string | null | undefined) => (photo ? uploadUrl(photo) : artPic(art));
