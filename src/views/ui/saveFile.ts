/**
 * The one side effect of an export or a download: offering the file to the browser as a download through a
 * temporary object URL. An object, so tests can watch what would be saved.
 */
export const fileSaver = {
  async save(blob: Blob, fileName: string): Promise<void> {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.hidden = true;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // The browser reads the blob after the click returns; let it start before freeing it.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};
