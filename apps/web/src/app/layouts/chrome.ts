/** §2: header and footer are hidden on these paths (the query, such as ?id=, is ignored). */
export const chromelessPaths: ReadonlySet<string> = new Set(['/printable/ois']);
