export * from './schema/identity.ts';
export * from './schema/system.ts';
export * from './schema/qualification-standards.ts';
export * from './schema/analytics.ts';
export * from './schema/personnel.ts';
export * from './schema/certificates.ts';
export * from './schema/enterprise-licences.ts';
export * from './schema/attachments.ts';
