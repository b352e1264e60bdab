import { describe, expect, it } from 'vitest';
import { isAppPath, isReturnPath } from '../../../src/domain/navigation';

describe('where a detour may lead back to (no open redirect)', () => {
  it.each([
    '/app/user_dashboard',
    '/app/searches?save=q%3DBalkon',
    '/app/ads/1/edit',
    '/ads/00000000-0000-4000-8000-000000000001',
  ])('%s is a way back', (path) => {
    expect(isReturnPath(path)).toBe(true);
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/app/',
    '//evil.example/app/',
    'https://evil.example/ads/00000000-0000-4000-8000-000000000001',
    '/x/ads/00000000-0000-4000-8000-000000000001',
    '/\\evil.example',
    '/app\\..\\//evil.example',
    'javascript:alert(1)',
    '/',
    '/auth/login',
    '/ads',
    '/ads/abc',
    '/ads/00000000-0000-4000-8000-000000000001/../../x',
    '/apps/x',
    '/app',
    ' /app/user_dashboard',
  ])('%s is not', (path) => {
    expect(isReturnPath(path)).toBe(false);
  });

  it('after buying credits only a page of the signed-in area', () => {
    expect(isAppPath('/app/ads/1/edit')).toBe(true);
    expect(isAppPath('/ads/00000000-0000-4000-8000-000000000001')).toBe(false);
    expect(isAppPath('//evil.example/app/')).toBe(false);
  });
});
