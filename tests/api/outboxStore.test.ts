/**
 * The outbox's store (src/api/outboxStore.ts) in a fake IndexedDB: an item names its files and
 * their bytes are kept beside it, read only when it is sent; dropping the item drops them; and
 * an outbox kept by the earlier version (bytes inside each item) reads the same after the move.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { dropOutboxItem, keepInOutbox, readKeptFiles, readOutbox } from '../../src/api/outboxStore';
import type { NewOutboxItem } from '../../src/domain/outbox';
import { closeTheOutbox, freshOutbox } from '../support/outbox';

const text = (bytes: ArrayBuffer) => new TextDecoder().decode(bytes);

async function item(comment: string, files: string[]): Promise<NewOutboxItem> {
  return {
    kind: 'submit',
    userId: 3,
    taskId: 40,
    taskName: 'Reconcile the bank',
    jobName: 'Bookkeeping June',
    comment,
    reworkDate: null,
    files: await Promise.all(
      files.map(async (name) => ({ name, type: 'application/pdf', bytes: await new Blob([`bytes of ${name}`]).arrayBuffer() })),
    ),
  };
}

/** Opens the database as version 1 kept it and stores `kept` there, bytes inside. */
async function keptByVersion1(kept: NewOutboxItem): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('workflow-outbox', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('items', { keyPath: 'id', autoIncrement: true });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('items', 'readwrite');
    tx.objectStore('items').add({ ...kept, key: 'k-1', keptAt: new Date().toISOString(), status: { state: 'waiting' } });
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

afterEach(closeTheOutbox);

describe('the outbox store', () => {
  it('lists an item by its files’ names and gives their bytes only when asked; Discard drops both', async () => {
    await freshOutbox();
    await keepInOutbox(await item('Two schedules attached', ['a.pdf', 'b.pdf']));
    await keepInOutbox(await item('No files', []));
    const [withFiles, without] = await readOutbox();
    expect(withFiles.files).toEqual([
      { name: 'a.pdf', type: 'application/pdf' },
      { name: 'b.pdf', type: 'application/pdf' },
    ]);
    expect((await readKeptFiles(withFiles)).map((file) => [file.name, text(file.bytes)])).toEqual([
      ['a.pdf', 'bytes of a.pdf'],
      ['b.pdf', 'bytes of b.pdf'],
    ]);
    expect(await readKeptFiles(without)).toEqual([]);

    await dropOutboxItem(withFiles.id);
    expect((await readOutbox()).map((kept) => kept.comment)).toEqual(['No files']);
    await expect(readKeptFiles(withFiles)).rejects.toThrow('The outbox lost the files of this item');
  });

  it('an outbox kept with the bytes inside each item reads the same after opening', async () => {
    await freshOutbox();
    await keptByVersion1(await item('Kept before the update', ['ledger.pdf']));
    const [kept] = await readOutbox();
    expect(kept.comment).toBe('Kept before the update');
    expect(kept.files).toEqual([{ name: 'ledger.pdf', type: 'application/pdf' }]);
    expect((await readKeptFiles(kept)).map((file) => text(file.bytes))).toEqual(['bytes of ledger.pdf']);
  });
});
