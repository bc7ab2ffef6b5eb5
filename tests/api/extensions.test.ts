/** Detecting the server's extensions (docs/api-extensions.md "Detection"). */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { extensionPaths, fetchExtensions, fetchHoldings, lastKnownExtensions } from '../../src/api/extensions';
import { EXTENSIONS_KEY } from '../../src/api/storageKeys';
import { answerAndRecord, envelope, signIn } from './helpers';

const answering = (status: number) => server.use(http.get(`*${extensionPaths.capabilities}`, () => new HttpResponse(null, { status })));

describe('fetchExtensions', () => {
  it('answers the names the server gives, dropping anything that is not a name', async () => {
    signIn();
    answerAndRecord('get', extensionPaths.capabilities, envelope('OK', ['task-handover', 7, 'user-reactivation']));
    await expect(fetchExtensions()).resolves.toEqual(['task-handover', 'user-reactivation']);
  });

  it.each([404, 500])('answers none when the server answers %i', async (status) => {
    signIn();
    answering(status);
    await expect(fetchExtensions()).resolves.toEqual([]);
  });

  it('answers none on a refusal, an unusable answer or no network', async () => {
    signIn();
    answerAndRecord('get', extensionPaths.capabilities, envelope('400', null, 'No'));
    await expect(fetchExtensions()).resolves.toEqual([]);
    answerAndRecord('get', extensionPaths.capabilities, envelope('OK', { not: 'a list' }));
    await expect(fetchExtensions()).resolves.toEqual([]);
    server.use(http.get(`*${extensionPaths.capabilities}`, () => HttpResponse.error()));
    await expect(fetchExtensions()).resolves.toEqual([]);
  });
});

describe('lastKnownExtensions', () => {
  it('is what the server last answered; a failed read leaves it, and anything unreadable is none', async () => {
    signIn();
    expect(lastKnownExtensions()).toEqual([]);
    answerAndRecord('get', extensionPaths.capabilities, envelope('OK', ['sign-off', 'templates']));
    await fetchExtensions();
    expect(lastKnownExtensions()).toEqual(['sign-off', 'templates']);
    answering(500);
    await expect(fetchExtensions()).resolves.toEqual([]);
    expect(lastKnownExtensions()).toEqual(['sign-off', 'templates']);
    answerAndRecord('get', extensionPaths.capabilities, envelope('OK', []));
    await fetchExtensions();
    expect(lastKnownExtensions()).toEqual([]);
    localStorage.setItem(EXTENSIONS_KEY, '{"not":"a list"}');
    expect(lastKnownExtensions()).toEqual([]);
    localStorage.setItem(EXTENSIONS_KEY, 'not json');
    expect(lastKnownExtensions()).toEqual([]);
  });
});

describe('fetchHoldings', () => {
  it('asks by id and refuses an answer without both lists', async () => {
    signIn();
    const sent = answerAndRecord('get', extensionPaths.userHoldings, envelope('OK', { onlyReviewerOf: [], assigneeOf: [] }));
    await expect(fetchHoldings(7)).resolves.toEqual({ onlyReviewerOf: [], assigneeOf: [] });
    expect(sent.map((r) => r.query)).toEqual([{ id: '7' }]);
    answerAndRecord('get', extensionPaths.userHoldings, envelope('OK', { onlyReviewerOf: [] }));
    await expect(fetchHoldings(7)).rejects.toThrow('Failed to read what this user holds');
  });
});
