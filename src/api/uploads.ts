import { FetchError, ofetch } from 'ofetch';
import { reportCallOutcome } from './connectionReports';
import { ApiError, fileServiceHeaders, timeLimit, uploadBaseUrl, uploadPreset } from './client';
import { uploadPaths } from './paths';
import { TRANSFER_TIMEOUT_MS } from './timeouts';
import type { FileRef, UploadKind, UploadServiceResponse } from './types';

/** Documents the file service stores verbatim rather than as media. */
const RAW_TYPES = new Set([
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);
const RAW_EXTENSIONS = /\.(pdf|txt|docx?|xlsx?|pptx?)$/i;

/** image/* goes to the image endpoint, PDF, office and text files to raw, the rest to auto. */
export function uploadKindOf(file: Pick<File, 'type' | 'name'>): UploadKind {
  if (file.type.startsWith('image/')) return 'image';
  if (RAW_TYPES.has(file.type) || RAW_EXTENSIONS.test(file.name)) return 'raw';
  return 'auto';
}

export interface UploadOptions {
  /** Aborts the transfer (the user stopped waiting). */
  signal?: AbortSignal;
}

/**
 * Stores one file on the file-hosting service. The session token goes with it only when the
 * service is the product's own server (the mock's file service, which records who uploaded
 * what), never to another host (client.ts fileServiceHeaders). Fails with 'File upload failed: {reason}'.
 */
export async function uploadFile(file: File, { signal }: UploadOptions = {}): Promise<FileRef> {
  const form = new FormData();
  form.append('file', file);
  form.append('upload_preset', uploadPreset);
  let answer: UploadServiceResponse;
  // A stalled upload fails like any other call rather than holding its modal for good; the
  // caller's signal (the user stopped waiting) aborts it too.
  const limit = timeLimit(TRANSFER_TIMEOUT_MS, signal);
  try {
    answer = await ofetch<UploadServiceResponse>(`${uploadBaseUrl}${uploadPaths[uploadKindOf(file)]}`, {
      method: 'POST',
      body: form,
      headers: fileServiceHeaders(),
      retry: 0,
      signal: limit.signal,
    });
  } catch (error) {
    // No answer at all is the screen's own message ("Failed to upload files"), as for any call;
    // an answer that refused the file is reported in the service's words.
    const answered = statusOf(error) !== undefined || serviceMessageOf(error) !== undefined;
    // The connection actor follows uploads too (src/machines/connection.machine.ts).
    if (!signal?.aborted) reportCallOutcome(answered ? 'answered' : limit.timedOut() ? 'timeout' : 'network');
    if (!answered) {
      throw new ApiError(`File upload failed: ${reasonOf(error)}`, limit.timedOut() ? 'timeout' : 'network', undefined, { cause: error });
    }
    throw new ApiError(`File upload failed: ${reasonOf(error)}`, 'rejected', statusOf(error), { cause: error });
  } finally {
    limit.clear();
  }
  reportCallOutcome('answered');
  const url = answer.secure_url || answer.url;
  if (!url) throw new ApiError('File upload failed: no file address in the answer', 'rejected');
  return { url, fileName: file.name };
}

function statusOf(error: unknown): number | undefined {
  return error instanceof FetchError ? error.response?.status : undefined;
}

/** The file service's own words ({ error: { message } }), e.g. the browser mock's "storage is full". */
function serviceMessageOf(error: unknown): string | undefined {
  const data: unknown = error instanceof FetchError ? error.data : undefined;
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const told: unknown = data.error;
  if (typeof told !== 'object' || told === null || !('message' in told)) return undefined;
  return typeof told.message === 'string' && told.message.trim() ? told.message : undefined;
}

function reasonOf(error: unknown): string {
  const told = serviceMessageOf(error);
  if (told) return told;
  const status = statusOf(error);
  if (status !== undefined) return `HTTP error! status: ${status}`;
  return error instanceof Error && error.message ? error.message : 'Network error';
}
