/**
 * Hands a file to the browser's downloads through a temporary object URL and an `<a download>` click: the
 * request was made with the session cookie, which a plain link would also carry, but this way the page can show
 * that the download is under way and say why it failed.
 */
export const saveFile = (file: Blob, fileName: string): void => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click ran its course; the URL would otherwise pin it in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
