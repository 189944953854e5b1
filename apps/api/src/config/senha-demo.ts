/**
 * Password of every demo account (DESIGN.md "Demo data"). Here, not in seed-data/, because the server prints it at
 * every start and runtime code never loads the demo data (seed-data/ids.ts re-exports it for the seed).
 */
export const DEMO_SENHA = 'demo1234';
