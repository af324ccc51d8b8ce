/** Icon arrays: layout geometry, text alternative and risk → icon counts. Framework-free. */
export * from './layout.ts'
export * from './describe.ts'
export * from './counts.ts'
