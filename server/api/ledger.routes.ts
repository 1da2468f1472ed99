import { LedgerQuery, LedgerResponse } from '../contract/ledger.ts';
import { readLedger } from '../services/ledger.service.ts';
import { defineRoute } from './route.ts';

export const ledgerRoutes = [
  defineRoute({
    method: 'get', path: '/usage/ledger', access: 'read', tag: 'Account', summary: 'Debits and credits, newest first, with totals',
    query: LedgerQuery, response: LedgerResponse,
    handler: async ({ app, auth, query }) => readLedger(app, auth, query),
  }),
];
