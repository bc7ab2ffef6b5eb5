import { FetchError, ofetch } from 'ofetch';
import { ApiError, fileServiceHeaders, readToken, timeLimit, uploadBaseUrl } from './client';
import { tellSessionEnded } from './sessionEnded';
import { TRANSFER_TIMEOUT_MS } from './timeouts';

/**
 * The bytes of an attached file, read from the file service with the session token (the app
 * downloads attachments and never navigates to one: docs/decisions/021-files-served-as-attachments.md).
 * A link elsewhere than the file service is refused without being fetched; a 401 ends the
 * session as any call's does.
 */
export async function downloadFile(link: string, signal?: AbortSignal): Promise<Blob> {
  const service = new URL(uploadBaseUrl);
  let url: URL;
  try {
    url = new URL(link, service);
  } catch {
    throw new ApiError('The file link is not valid', 'malformed');
  }
  if (url.origin !== service.origin) throw new ApiError('The file is not on the file service', 'malformed');
  const sentToken = readToken();
  if (!sentToken) {
    tellSessionEnded('no-token');
    throw new ApiError('No authentication token found', 'no-token');
  }
  const limit = timeLimit(TRANSFER_TIMEOUT_MS, signal);
  try {
    return await ofetch(url.href, {
      responseType: 'blob',
      headers: fileServiceHeaders(),
      credentials: 'omit',
      retry: 0,
      signal: limit.signal,
    });
  } catch (error) {
    const status = error instanceof FetchError ? error.response?.status : undefined;
    if (status === 401 && readToken() === sentToken) tellSessionEnded('unauthorized', sentToken);
    if (status !== undefined)
      throw new ApiError(`HTTP error! status: ${status}`, status === 401 ? 'unauthorized' : 'http', status, { cause: error });
    throw new ApiError(
      limit.timedOut() ? 'The download took too long' : 'Network error',
      limit.timedOut() ? 'timeout' : 'network',
      undefined,
      {
        cause: error,
      },
    );
  } finally {
    limit.clear();
  }
}
