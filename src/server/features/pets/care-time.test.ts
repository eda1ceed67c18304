import { describe, expect, it } from 'vitest';
import type { NotificationListResponse } from '../../../shared/schemas/notifications';
import type { Pet, PetActionResponse } from '../../../shared/schemas/pets';
import { registerUser, type TestUser, useTestApp } from '../../test/helpers';
import { lowEnergyNotifications, onboard, petRow, setPet } from './test-support';

const t = useTestApp({ ledger: true });

async function active(u: TestUser): Promise<Pet> {
  const res = await u.inject('GET', '/api/pets/active');
  expect(res.statusCode).toBe(200);
  return res.json() as Pet;
}

async function act(u: TestUser, petId: string, action: string): Promise<PetActionResponse> {
  const res = await u.inject('POST', `/api/pets/${petId}/action`, { action });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PetActionResponse;
}

describe('regeneration and decay from elapsed time', () => {
  it('applies whole hours on read and never loses the partial hour', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { energy: 50, hunger: 100, happiness: 100, health: 100 });

    t.clock.advanceHours(1.5);
    expect(await active(u)).toMatchObject({ energy: 55, hunger: 98, happiness: 99, health: 100 });
    t.clock.advanceHours(0.5);
    expect(await active(u)).toMatchObject({ energy: 60, hunger: 96, happiness: 98, health: 100 });
  });

  it('carries the remainder across an action: 90 min, act, 90 min = 3 hours applied', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { energy: 50, hunger: 60, happiness: 60, health: 100 });

    t.clock.advanceHours(1.5);
    const fed = await act(u, pet.id, 'feed');
    // One hour applied before the action: energy 55 - 5, hunger 58 + 10, happiness 59.
    expect(fed.pet).toMatchObject({ energy: 50, hunger: 68, happiness: 59 });

    t.clock.advanceHours(1.5);
    // Three hours since the start: two more are applied now.
    expect(await active(u)).toMatchObject({ energy: 60, hunger: 64, happiness: 57 });
  });

  it('keeps decaying a pet that is acted on more often than once an hour', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { energy: 100, hunger: 50, happiness: 50, health: 50 });
    for (let i = 0; i < 4; i++) {
      t.clock.advanceHours(0.5);
      await act(u, pet.id, 'groom');
    }
    // Two hours passed: hunger -4 although every action came within the hour.
    expect(await active(u)).toMatchObject({ hunger: 46, happiness: 48 });
  });

  it('caps regenerated energy at 100', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { energy: 90 });
    t.clock.advanceHours(10);
    expect((await active(u)).energy).toBe(100);
  });

  it('lowers health only while hunger is below 20', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { energy: 100, hunger: 60, happiness: 100, health: 80 });
    t.clock.advanceHours(4);
    expect(await active(u)).toMatchObject({ hunger: 52, health: 80 });

    await setPet(t, pet.id, { hunger: 24, health: 80 });
    t.clock.advanceHours(4);
    // Hours end at hunger 22, 20, 18, 16: health falls in the last two only.
    expect(await active(u)).toMatchObject({ hunger: 16, health: 78 });
  });

  it('floors stats at 0 and a neglected pet never dies', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    t.clock.advanceHours(24 * 20); // within the 30-day session
    const p = await active(u);
    expect(p).toMatchObject({ health: 0, hunger: 0, happiness: 0, energy: 100, mood: 'sad' });
    const fed = await act(u, pet.id, 'feed');
    expect(fed.pet).toMatchObject({ hunger: 10, energy: 95 });
  });

  it('does not store anything on a read', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { energy: 50 });
    const before = await petRow(t, pet.id);
    t.clock.advanceHours(3);
    expect((await active(u)).energy).toBe(65);
    expect(await petRow(t, pet.id)).toEqual(before);
  });
});

describe('low_energy notification', () => {
  it('is created once when an action leaves energy below 20, and again only after recovery', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { energy: 25 });

    expect((await act(u, pet.id, 'groom')).pet.energy).toBe(20);
    expect(await lowEnergyNotifications(t, u.user.id)).toHaveLength(0);

    expect((await act(u, pet.id, 'groom')).pet.energy).toBe(15);
    const first = await lowEnergyNotifications(t, u.user.id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ title: 'Your pet is exhausted', isRead: false });
    expect(first[0]?.message).toContain('Ember');

    expect((await act(u, pet.id, 'groom')).pet.energy).toBe(10);
    expect(await lowEnergyNotifications(t, u.user.id)).toHaveLength(1);

    // One hour: 15 energy, still below 20, still no second notification.
    t.clock.advanceHours(1);
    expect((await act(u, pet.id, 'groom')).pet.energy).toBe(10);
    expect(await lowEnergyNotifications(t, u.user.id)).toHaveLength(1);

    // Two hours: back at 20, so the next drop below 20 notifies again. The first warning was
    // read, so this is a new one.
    const read = await u.inject('POST', `/api/notifications/${first[0]?.id}/read`);
    expect(read.statusCode).toBe(200);
    t.clock.advanceHours(2);
    expect((await active(u)).energy).toBe(20);
    expect((await act(u, pet.id, 'groom')).pet.energy).toBe(15);
    expect(await lowEnergyNotifications(t, u.user.id)).toHaveLength(2);
  });

  it('is re-armed when energy is restored another way (e.g. a shop boost)', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { energy: 22 });
    await act(u, pet.id, 'train');
    expect(await lowEnergyNotifications(t, u.user.id)).toHaveLength(1);
    await u.inject('POST', '/api/notifications/read-all');

    await setPet(t, pet.id, { energy: 22, lowEnergyNotified: true });
    await act(u, pet.id, 'train');
    expect(await lowEnergyNotifications(t, u.user.id)).toHaveLength(2);
  });

  it('brings a warning still unread up to date instead of repeating it', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { energy: 22 });
    await act(u, pet.id, 'train');
    const [first] = await lowEnergyNotifications(t, u.user.id);
    expect(first?.message).toContain('down to 17 energy');

    // A boost back to 20+ re-arms it; the next drop finds the first warning still unread.
    t.clock.advanceHours(0.5);
    await setPet(t, pet.id, { energy: 21 });
    await act(u, pet.id, 'train');
    const after = await lowEnergyNotifications(t, u.user.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: first?.id,
      isRead: false,
      title: 'Your pet is exhausted',
    });
    expect(after[0]?.message).toContain('down to 16 energy');
    expect(after[0]!.createdAt.getTime()).toBeGreaterThan(first!.createdAt.getTime());

    // The list shows it once, at the top.
    const { notifications } = (
      await u.inject('GET', '/api/notifications')
    ).json() as NotificationListResponse;
    expect(notifications[0]?.id).toBe(first?.id);
    expect(notifications.filter((n) => n.type === 'low_energy')).toHaveLength(1);
  });
});
