import type { Gender, SexualPreference } from '../../../shared/catalog/profile-options';
import type { PetType } from '../../../shared/catalog/pets';
import type { Archetype } from './demo-archetypes';
import { CALIFORNIA_NEW_YORK_PEOPLE } from './demo-people/california-new-york';
import { OTHER_STATES_PEOPLE } from './demo-people/other-states';
import { TEXAS_PEOPLE } from './demo-people/texas';

export interface DemoPerson {
  name: string;
  age: number;
  gender: Gender;
  sexualPreference: SexualPreference;
  location: string;
  pet: PetType;
  style: Archetype;
  bio: string;
  /** The pet's variant and name where the bio names them (a corgi, Biscuit); else picked. */
  variant?: string;
  petName?: string;
  /** Whom they want to see; most say 'any' so a new user finds a full deck. */
  genderPreference?: Gender | 'any';
}

/** 64 people across 14 states, a third of them in Texas (Austin first), then California and New York. */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  ...TEXAS_PEOPLE,
  ...CALIFORNIA_NEW_YORK_PEOPLE,
  ...OTHER_STATES_PEOPLE,
];
