// Saving a replay file: the browser downloads the text under the given name.
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A battle's end time as players read it: '25 Nov 2025, 14:03'. */
export function playedOn(iso: string | null): string {
  if (!iso) return 'an unknown day';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'an unknown day';
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
