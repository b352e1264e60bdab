export const ROLES = ['ADMIN', 'USER'] as const;
