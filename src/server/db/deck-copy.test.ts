import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerUser, useTestApp } from '../test/helpers';
import { ECONOMY } from '../../shared/constants';
import type { Pet } from '../../shared/schemas/pets';
import { giveCoins, onboard } from '../features/pets/test-support';
import { users } from './schema';

const t = useTestApp();

async function deckCopy(userId: string) {
  const [row] = await t.database.db
    .select({
      ageMin: users.deckAgeMin,
      ageMax: users.deckAgeMax,
      distance: users.deckDistance,
      gender: users.deckGenderPreference,
      sexual: users.deckSexualPreferenceFilter,
      pet: users.deckPetPreference,
      activeOnly: users.deckShowOnlyActivePets,
      activePetType: users.activePetType,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe("users' deck copy of preferences and active pet (migration 0008 triggers)", () => {
  it('follows registration, every preferences update, onboarding, adoption and set-active', async () => {
    const u = await registerUser(t.app);
    const registered = await deckCopy(u.user.id);
    expect(registered).toMatchObject({ activePetType: null });
    expect(registered?.ageMin).not.toBeNull(); // registration stores default preferences

    const prefs = {
      ageRange: [25, 41],
      distance: 120,
      petPreference: 'dragon',
      showOnlyActivePets: false,
      enableSuperLikes: true,
      genderPreference: 'Male',
      sexualPreferenceFilter: 'Straight',
    };
    expect((await u.inject('PUT', '/api/user/preferences', prefs)).statusCode).toBe(200);
    expect(await deckCopy(u.user.id)).toMatchObject({
      ageMin: 25,
      ageMax: 41,
      distance: 120,
      gender: 'Male',
      sexual: 'Straight',
      pet: 'dragon',
      activeOnly: false,
    });

    await onboard(u); // a dragon
    expect(await deckCopy(u.user.id)).toMatchObject({ activePetType: 'dragon' });
    await giveCoins(t, u.user.id, ECONOMY.adoptionCost);
    const adopted = await u.inject('POST', '/api/pets/adopt', {
      type: 'cat',
      variant: 'siamese',
      name: 'Sapphire',
    });
    const cat = (adopted.json() as { pet: Pet }).pet;
    expect(await deckCopy(u.user.id)).toMatchObject({ activePetType: 'dragon' }); // not active yet
    expect((await u.inject('POST', `/api/pets/${cat.id}/set-active`)).statusCode).toBe(200);
    expect(await deckCopy(u.user.id)).toMatchObject({ activePetType: 'cat' });
  });
});
