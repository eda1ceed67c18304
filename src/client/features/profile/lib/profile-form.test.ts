import { describe, expect, it } from 'vitest';
import type { User } from '../../../../shared/schemas/user';
import { daysActive } from './days-active';
import { formValuesFromUser, parseAge, toUpdateRequest } from './profile-form';

const user: User = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'a@example.com',
  username: 'a',
  displayName: 'Robin',
  age: 30,
  bio: 'Hello',
  location: 'Austin, Texas',
  gender: 'Female',
  sexualPreference: 'Straight',
  profileImage: null,
  coins: 100,
  gameWins: 0,
  lastPetActionAt: null,
  createdAt: '2026-06-01T10:00:00.000Z',
  preferences: {
    ageRange: [18, 35],
    distance: 50,
    petPreference: 'any',
    showOnlyActivePets: true,
    enableSuperLikes: true,
    genderPreference: 'any',
    sexualPreferenceFilter: 'any',
    location: null,
  },
};

describe('edit profile form', () => {
  it('starts from the stored user, the location split into state and city', () => {
    expect(formValuesFromUser(user)).toEqual({
      displayName: 'Robin',
      age: '30',
      stateCode: 'TX',
      city: 'Austin',
      gender: 'Female',
      sexualPreference: 'Straight',
      bio: 'Hello',
    });
    expect(formValuesFromUser({ ...user, location: null, gender: null })).toMatchObject({
      stateCode: '',
      city: '',
      gender: '',
    });
  });

  it('turns a non-numeric age into 18', () => {
    expect(parseAge('abc')).toBe(18);
    expect(parseAge('')).toBe(18);
    expect(parseAge(' 42 ')).toBe(42);
  });

  it('sends empty optional values as absent, and the location as "City, State"', () => {
    const values = { ...formValuesFromUser(user), stateCode: 'OR', city: 'Portland' };
    expect(toUpdateRequest(values)).toEqual({
      displayName: 'Robin',
      age: 30,
      bio: 'Hello',
      location: 'Portland, Oregon',
      gender: 'Female',
      sexualPreference: 'Straight',
    });
    const empty = toUpdateRequest({
      ...values,
      city: '',
      gender: '',
      sexualPreference: '',
      bio: '  ',
    });
    expect(empty).toEqual({ displayName: 'Robin', age: 30, bio: '' });
  });
});

describe('daysActive', () => {
  it('counts the first day as 1 and whole days after it', () => {
    const created = '2026-06-01T10:00:00.000Z';
    expect(daysActive(created, new Date('2026-06-01T10:00:01Z'))).toBe(1);
    expect(daysActive(created, new Date('2026-06-02T09:59:59Z'))).toBe(1);
    expect(daysActive(created, new Date('2026-06-02T10:00:00Z'))).toBe(2);
    expect(daysActive(created, new Date('2026-06-11T12:00:00Z'))).toBe(11);
  });
});
