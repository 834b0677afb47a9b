export * from './schema/identity.ts';
export * from './schema/system.ts';
