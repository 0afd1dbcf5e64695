/** A part of an address decoded, or as it is when it is not valid percent-encoding (a stray '%'). */
export function decodeUriOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
