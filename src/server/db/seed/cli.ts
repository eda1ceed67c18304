import { loadConfig } from '../../config';
import { startServerContext } from '../../server-context';
import { runSeeders } from './index';

/** `npm run seed`: adds the demo data to the configured database. */
const { ctx, database } = await startServerContext(loadConfig());
await runSeeders(ctx);
await database.close();
