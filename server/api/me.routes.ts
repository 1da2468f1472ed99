import { MeResponse } from '../contract/me.ts';
import { describeMe } from '../services/me.service.ts';
import { defineRoute } from './route.ts';

export const meRoute = defineRoute({
  method: 'get',
  path: '/api/me',
  access: 'read',
  tag: 'Account',
  summary: 'The caller: user, balance, weights and the key in use',
  description: 'Works at zero balance: it shows why other requests answer 402.',
  response: MeResponse,
  handler: async ({ app, auth }) => describeMe(app, auth),
});

export const meRoutes = [meRoute];
