/**
 * A person's photos in the order everyone sees them: the main photo (the one they chose, else
 * their first upload) first, then the others oldest first. The server orders every list of
 * photos with it (the owner's list, cards, public profiles).
 */
export function mainPhotoFirst<T>(photos: readonly T[], isMain: (photo: T) => boolean): T[] {
  const main = photos.find(isMain);
  return main === undefined ? [...photos] : [main, ...photos.filter((p) => p !== main)];
}
