// Absolute links in e-mails. The base is always app.publicUrl() (PUBLIC_URL, else where the server
// listens), never a request header (issue 10, finding 3).
export const checklistUrl = (base: string, vehicleId: number) => `${base}/checklist?id=${vehicleId}`;
