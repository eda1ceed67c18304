import type { AppContext } from '../../domain/context';
import { seedDemoUsers } from './demo-users';
import { seedShopItems } from './shop-items';

/** A seeder adds demo data; each must be safe to run on a database that already has some. */
export type Seeder = (ctx: AppContext) => Promise<void>;

/** Run in order: later seeders may rely on what earlier ones made (shop items, then demo users). */
export const seeders: { name: string; run: Seeder }[] = [
  { name: 'shop-items', run: seedShopItems },
  { name: 'demo-users', run: seedDemoUsers },
];

export async function runSeeders(ctx: AppContext): Promise<void> {
  for (const seeder of seeders) {
    const started = Date.now();
    await seeder.run(ctx);
    ctx.log.info({ seeder: seeder.name, ms: Date.now() - started }, 'seeded');
  }
}
