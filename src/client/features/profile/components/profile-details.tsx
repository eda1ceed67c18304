import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { GENDERS, SEXUAL_PREFERENCES } from '../../../../shared/catalog/profile-options';
import type { PatchProfileRequest } from '../../../../shared/schemas/profile';
import type { User } from '../../../../shared/schemas/user';
import { Button } from '../../../components/ui/button';
import { Card, SectionTitle } from '../../../components/ui/card';
import { Select } from '../../../components/ui/input';
import { focusLost } from '../../../lib/focus';
import { toast } from '../../../lib/toast';
import { usePatchProfile } from '../api/update-profile';

type Field = keyof PatchProfileRequest;

const FIELDS: { field: Field; label: string; options: readonly string[] }[] = [
  { field: 'gender', label: 'Gender', options: GENDERS },
  { field: 'sexualPreference', label: 'Sexual Preference', options: SEXUAL_PREFERENCES },
];

function InlineSelectRow({
  field,
  label,
  options,
  value,
}: {
  field: Field;
  label: string;
  options: readonly string[];
  value: string | null;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const patch = usePatchProfile();
  const editing = draft !== null;
  const editButton = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLSelectElement>(null);

  // Opening and closing swap Edit for the editor, so focus would fall to the page's body: it goes
  // into the field on open, and back to Edit on close unless the user has moved it elsewhere.
  const opened = useRef(false);
  useEffect(() => {
    if (editing) fieldRef.current?.focus();
    else if (opened.current && focusLost()) editButton.current?.focus();
    opened.current ||= editing;
  }, [editing]);

  const close = () => setDraft(null);

  const save = () => {
    if (!draft) return;
    patch.mutate({ [field]: draft } as PatchProfileRequest, {
      onSuccess: () => {
        close();
        toast({
          title: 'Profile Updated',
          description: 'Your profile has been updated successfully.',
        });
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to update profile. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  if (!editing) {
    return (
      <div className="flex items-center gap-3 py-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold uppercase tracking-wide text-ink-500">{label}</p>
          <p className="text-body font-bold text-ink-900">{value ?? 'Not set'}</p>
        </div>
        <Button
          ref={editButton}
          variant="ghost"
          size="sm"
          aria-label={`Edit ${label}`}
          onClick={() => setDraft(value ?? options[0] ?? '')}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
          Edit
        </Button>
      </div>
    );
  }
  return (
    <div
      className="py-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !patch.isPending) {
          event.preventDefault();
          close();
        }
      }}
    >
      <label htmlFor={id} className="text-xs font-bold uppercase tracking-wide text-ink-500">
        {label}
      </label>
      <Select
        ref={fieldRef}
        id={id}
        className="mt-1.5"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
      <div className="mt-2 flex gap-2">
        <Button size="sm" onClick={save} disabled={patch.isPending} className="flex-1">
          {patch.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={close}
          disabled={patch.isPending}
          className="flex-1"
        >
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** Spec section 2: Gender and Sexual Preference, each editable inline. */
export function ProfileDetails({ user }: { user: User }) {
  return (
    <Card>
      <SectionTitle className="mb-0">Profile Details</SectionTitle>
      <div className="divide-y divide-ink-100">
        {FIELDS.map((f) => (
          <InlineSelectRow key={f.field} {...f} value={user[f.field]} />
        ))}
      </div>
    </Card>
  );
}
