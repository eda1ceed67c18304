import { ImagePlus, UploadCloud } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { PHOTOS } from '../../../../shared/constants';
import { PHOTO_MESSAGES } from '../../../../shared/schemas/photos';
import { Button } from '../../../components/ui/button';
import { errorMessage, isConnectionProblem } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useUploadProfileImage } from '../api/upload-profile-image';

/** Spec section 5 "Image file": an image MIME type and at most 10 MB, checked before upload. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>) {
  if (!file.type.startsWith('image/')) {
    return { title: PHOTO_MESSAGES.invalidFileTitle, description: PHOTO_MESSAGES.invalidFile };
  }
  if (file.size > PHOTOS.maxBytes) {
    return { title: PHOTO_MESSAGES.tooLargeTitle, description: PHOTO_MESSAGES.tooLarge };
  }
  return null;
}

/** Pick (or drop) one photo, see it, then upload it. */
export function UploadArea() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<{ file: File; preview: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadProfileImage();
  // Each preview URL is released when the selection changes or the area goes away.
  useEffect(() => {
    if (!selected) return;
    return () => URL.revokeObjectURL(selected.preview);
  }, [selected]);

  const clear = () => {
    setSelected(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      clear();
      return;
    }
    setSelected({ file, preview: URL.createObjectURL(file) });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const send = () => {
    if (!selected) return;
    upload.mutate(selected.file, {
      onSuccess: () => {
        clear();
        toast({ title: 'Image Uploaded' });
      },
      onError: (err) => {
        // A refused file is dropped; one that met a bad connection stays picked for a retry.
        if (!isConnectionProblem(err)) clear();
        toast({
          title: 'Upload Failed',
          description: errorMessage(err, 'Failed to upload image'),
          variant: 'destructive',
        });
      },
    });
  };

  if (selected) {
    return (
      <div className="rounded-2xl bg-grape-50/70 p-3">
        <img
          src={selected.preview}
          alt="Selected photo preview"
          className="mx-auto max-h-64 rounded-2xl object-contain shadow-card"
        />
        <p className="mt-2 truncate text-center text-xs font-semibold text-ink-500">
          {selected.file.name}
        </p>
        <div className="mt-3 flex gap-2">
          <Button onClick={send} disabled={upload.isPending} className="flex-1">
            <UploadCloud className="h-5 w-5" aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : 'Upload'}
          </Button>
          <Button
            variant="secondary"
            onClick={clear}
            disabled={upload.isPending}
            className="flex-1"
          >
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center rounded-2xl border-2 border-dashed px-4 py-6 text-center transition',
        dragging ? 'border-brand-400 bg-brand-50' : 'border-brand-200 bg-brand-50/40',
      )}
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-brand-500 shadow-card">
        <ImagePlus className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="mt-2 text-sm font-bold text-ink-700">Drag and drop a photo here, or</p>
      <label
        htmlFor={inputId}
        className="mt-2 inline-flex h-10 cursor-pointer items-center rounded-xl bg-white px-4 text-sm font-extrabold text-brand-600 shadow-sm ring-1 ring-brand-100 transition hover:bg-brand-50"
      >
        Choose a Photo
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        className="sr-only"
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <p className="mt-2 text-xs text-ink-500">
        JPG, PNG, GIF · up to {PHOTOS.maxBytes / (1024 * 1024)}MB
      </p>
    </div>
  );
}
