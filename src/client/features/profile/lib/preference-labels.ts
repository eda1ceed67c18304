import { ANY } from '../../../../shared/catalog/profile-options';
import type { Preferences } from '../../../../shared/schemas/preferences';

const PET_LABELS: Record<Preferences['petPreference'], string> = {
  any: 'Any Pet',
  dragon: 'Dragons',
  cat: 'Cats',
  dog: 'Dogs',
  phoenix: 'Phoenixes',
  bird: 'Birds',
  fish: 'Fish',
};

/** The stored dating preferences as the read-only rows of the profile screen. */
export function preferenceRows(p: Preferences): { label: string; value: string }[] {
  return [
    { label: 'Age Range', value: `${p.ageRange[0]} - ${p.ageRange[1]}` },
    { label: 'Distance', value: `${p.distance} miles` },
    { label: 'Pet Preference', value: PET_LABELS[p.petPreference] },
    {
      label: 'Gender',
      value: p.genderPreference === ANY ? 'Any gender' : p.genderPreference,
    },
    {
      label: 'Sexual Preference',
      value: p.sexualPreferenceFilter === ANY ? 'Any preference' : p.sexualPreferenceFilter,
    },
    { label: 'Active Pets Only', value: p.showOnlyActivePets ? 'Yes' : 'No' },
    { label: 'Super Likes', value: p.enableSuperLikes ? 'On' : 'Off' },
    {
      label: 'Search Near',
      value: p.location ? `${p.location.city}, ${p.location.state}` : 'Your location',
    },
  ];
}
