import { describe, expect, it } from 'vitest';
import { afterSignInPath, loginAddressFor, ownPath, returnPathFrom } from '../../src/domain/signInReturn';

describe('where sign-in returns to', () => {
  it('carries the page asked for, with its query, in the login address', () => {
    expect(loginAddressFor('/jobs/62')).toBe('/login?next=%2Fjobs%2F62');
    expect(returnPathFrom('?next=%2Fjobs%2F62')).toBe('/jobs/62');
    expect(returnPathFrom(new URL(`http://x${loginAddressFor('/jobs?type=2&page=3')}`).search)).toBe('/jobs?type=2&page=3');
  });

  it('needs no next for home, the login page or the root', () => {
    expect(loginAddressFor('/dashboard')).toBe('/login');
    expect(loginAddressFor('/')).toBe('/login');
    expect(loginAddressFor('/login?next=%2Fjobs')).toBe('/login');
  });

  it.each(['https://evil.example/jobs', '//evil.example/jobs', '/\\evil.example', 'javascript:alert(1)', 'jobs/62', '', '/login', '/'])(
    'never follows %j',
    (next) => {
      expect(ownPath(next)).toBeNull();
      expect(returnPathFrom(new URLSearchParams({ next }).toString())).toBeNull();
    },
  );

  it('follows nothing when there is no next', () => {
    expect(returnPathFrom('')).toBeNull();
    expect(returnPathFrom('?other=1')).toBeNull();
  });

  it('lands on the page asked for only when the user may open it, home otherwise', () => {
    const onlyJobs = (path: string) => path.startsWith('/jobs');
    expect(afterSignInPath('?next=%2Fjobs%3Fpage%3D2', onlyJobs)).toBe('/jobs?page=2');
    expect(afterSignInPath('?next=%2Fusers', onlyJobs)).toBe('/dashboard');
    expect(afterSignInPath('?next=https%3A%2F%2Fevil.example%2Fjobs', () => true)).toBe('/dashboard');
    expect(afterSignInPath('', () => true)).toBe('/dashboard');
  });
});
