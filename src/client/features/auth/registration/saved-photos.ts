import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { randomId } from '../../../lib/tab-id';
import { readTabItem, removeTabItem, writeTabItem } from '../../../lib/tab-storage';

/**
 * The wizard's photos, kept through a reload of this tab: a phone may drop the page while its
 * camera or photo library is open. sessionStorage holds only text, so the files go to IndexedDB
 * under a key this tab keeps in sessionStorage. Any failure (no IndexedDB, storage full) leaves
 * the wizard as without it: it says the photos need adding again.
 */
const TAB_KEY_ITEM = 'petmatch.registrationPhotosKey';
/** Photos of tabs closed mid-wizard are removed after this long (at the next app start). */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

interface StoredPhoto {
  name: string;
  type: string;
  data: Blob;
}
interface StoredPhotos {
  savedAt: number;
  photos: StoredPhoto[];
}

const DATABASE = 'petmatch-registration';
let store: UseStore | undefined;
const photoStore = () => (store ??= createStore(DATABASE, 'photos'));

function tabKey(): string {
  let key = readTabItem(TAB_KEY_ITEM);
  if (!key) {
    key = randomId();
    writeTabItem(TAB_KEY_ITEM, key);
  }
  return key;
}

// Writes run one after another, so an older list never lands after a newer one.
let writes: Promise<unknown> = Promise.resolve();
function queued(write: () => Promise<unknown>): Promise<void> {
  writes = writes.then(write).catch(() => undefined);
  return writes.then(() => undefined);
}

async function removeAbandoned(now: number) {
  for (const [key, value] of await entries<string, StoredPhotos>(photoStore())) {
    if (!(value?.savedAt > now - KEPT_FOR_MS)) await del(key, photoStore());
  }
}

/**
 * Run at each app start: removes what wizards in tabs since closed left behind, without creating
 * the database where no wizard ever ran.
 */
export async function removeAbandonedPhotos(): Promise<void> {
  try {
    const databases = await indexedDB.databases?.();
    if (databases && !databases.some((database) => database.name === DATABASE)) return;
  } catch {
    return;
  }
  return queued(() => removeAbandoned(Date.now()));
}

export function savePhotos(files: readonly File[]): Promise<void> {
  return queued(async () => {
    if (files.length === 0) return del(tabKey(), photoStore());
    const photos = files.map((file) => ({ name: file.name, type: file.type, data: file }));
    return set(tabKey(), { savedAt: Date.now(), photos } satisfies StoredPhotos, photoStore());
  });
}

/** This tab's saved photos, oldest pick first; none when nothing could be kept. */
export async function loadPhotos(): Promise<File[]> {
  const key = readTabItem(TAB_KEY_ITEM);
  if (!key) return [];
  try {
    const saved = await get<StoredPhotos>(key, photoStore());
    return (saved?.photos ?? [])
      .filter((photo) => photo.data instanceof Blob)
      .map((photo) => new File([photo.data], photo.name, { type: photo.type }));
  } catch {
    return [];
  }
}

export function clearPhotos(): Promise<void> {
  const key = readTabItem(TAB_KEY_ITEM);
  removeTabItem(TAB_KEY_ITEM);
  return key ? queued(() => del(key, photoStore())) : Promise.resolve();
}
