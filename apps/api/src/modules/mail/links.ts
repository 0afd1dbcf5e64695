// Absolute links for e-mails: PUBLIC_URL when configured, else the origin the request came to.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export function publicBaseUrl(app: FastifyInstance, request: FastifyRequest): string {
  const configured = app.config.PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

export const checklistUrl = (base: string, vehicleId: number) => `${base}/checklist?id=${vehicleId}`;
export const vehiclePhotoUrl = (base: string, vehicleId: number, index = 0) =>
  `${base}/media/vehicles/${vehicleId}/${index}.svg`;
