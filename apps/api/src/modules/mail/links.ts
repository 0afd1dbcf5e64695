// Absolute links in e-mails. The base is always app.publicUrl() (PUBLIC_URL, else where the server
// listens), never a request header.
export const checklistUrl = (base: string, vehicleId: number) => `${base}/checklist?id=${vehicleId}`;
